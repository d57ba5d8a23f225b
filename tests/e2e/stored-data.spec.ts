import type { Page } from '@playwright/test';
import fc from 'fast-check';
import lateToWork from '../../src/content/pages/work/late-to-work';
import { placeholdersIn } from '../../src/lib/placeholders';
import { SAVED_KEY } from '../../src/lib/saved';
import { TEMPLATE_DETAILS_KEY } from '../../src/lib/template-details';
import { expect, type PageProblems, test, waitForHydration } from './fixtures';

/**
 * Whatever the browser's storage hands back, every page that reads it renders: random JSON (and
 * text that isn't JSON) under each key the site stores, then the pages that read them, with no
 * error screen and no uncaught error or console error.
 */

const RELOADED_FOR_KEY = 'excusely:reloaded-for';
const LATE = '/excuses/work/late-to-work';
const placeholders = placeholdersIn(lateToWork.templates?.items.flatMap((template) => [template.subject, template.body]) ?? []);

/** Shapes picked to break a reader that trusts what it stored. */
const HOSTILE = [
  '{"Your Name":42}',
  '{"Your Name":null,"Minutes":{"a":1},"Boss\'s Name":["x"]}',
  '{"__proto__":{"Your Name":1},"toString":5,"constructor":{}}',
  '[{"ref":"/excuses/work/late-to-work#traffic-3","text":"Stuck.","pageTitle":{"an":"object"}}]',
  '[{"ref":"/excuses/work/late-to-work#traffic-3","text":"Stuck.","pageTitle":"A"},{"ref":"/excuses/work/late-to-work#traffic-3","text":"Again.","pageTitle":"B"}]',
  '[{"ref":"javascript:alert(1)","text":"x","pageTitle":"y"},{"ref":{"a":1},"text":"x"},{"ref":"/a","text":42},null,[],"str",7]',
  '{"0":{"ref":"/a","text":"x","pageTitle":"y"},"length":1}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
  '',
  '{',
  'undefined',
  'NaN',
  'null',
  '"a string"',
  '12',
  'true',
];

/** Any JSON value, with objects and lists as often as the rest: what a careless reader trips on. */
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
);

/** A saved list whose entries are mostly right: real references and texts, any other fields. */
const savedEntries = fc.array(
  fc.record(
    {
      ref: fc.oneof(
        {
          arbitrary: fc.constantFrom('/excuses/work/late-to-work#traffic-3', '/get-my-excuse?id=work-formal-3', '//evil.example/'),
          weight: 3,
        },
        { arbitrary: anyJson, weight: 1 },
      ),
      text: fc.oneof({ arbitrary: fc.string({ minLength: 1 }), weight: 3 }, { arbitrary: anyJson, weight: 1 }),
      pageTitle: fc.oneof(fc.string(), anyJson),
    },
    { requiredKeys: ['ref', 'text'] },
  ),
  { minLength: 1, maxLength: 5 },
);

/** Details keyed by the page's own placeholder names, with any JSON values. */
const details = fc.dictionary(fc.constantFrom(...placeholders), anyJson, { minKeys: 1, maxKeys: 4 });

/**
 * What one key holds: mostly the key's own shape with wrong parts, else random JSON, a random JSON
 * value, a hostile shape, text that isn't JSON, or nothing.
 */
const stored = (shaped: fc.Arbitrary<unknown>) =>
  fc.option(
    fc.oneof(
      { arbitrary: shaped.map((value) => JSON.stringify(value)), weight: 4 },
      { arbitrary: fc.json(), weight: 1 },
      { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 1 },
      { arbitrary: fc.constantFrom(...HOSTILE), weight: 1 },
      { arbitrary: fc.string(), weight: 1 },
    ),
    { nil: null, freq: 8 },
  );

const storage = fc.record({ saved: stored(savedEntries), details: stored(details), reloadedFor: stored(fc.constant(LATE)) });
type Storage = { saved: string | null; details: string | null; reloadedFor: string | null };

async function fillStorage(page: Page, values: Storage, keys: { saved: string; details: string; reloadedFor: string }) {
  await page.evaluate(
    ({ values, keys }) => {
      localStorage.clear();
      sessionStorage.clear();
      if (values.saved !== null) localStorage.setItem(keys.saved, values.saved);
      if (values.details !== null) localStorage.setItem(keys.details, values.details);
      if (values.reloadedFor !== null) sessionStorage.setItem(keys.reloadedFor, values.reloadedFor);
    },
    { values, keys },
  );
}

/** Lets the effects that read storage run, and anything they throw land. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));

const PAGES: { name: string; path: string; rendered: (page: Page) => Promise<void> }[] = [
  {
    name: 'Late to Work, with its details form and saved stars',
    path: LATE,
    rendered: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Being Late to Work');
      await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
      await expect(page.locator('li[data-ref] button[data-save-excuse]').first()).toHaveAttribute('aria-pressed', /^(true|false)$/);
    },
  },
  {
    name: 'the saved list',
    path: '/saved',
    rendered: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved Excuses');
      await expect(page.getByText(/^No saved excuses yet\.$|saved excuses?, newest last\.$/)).toBeVisible();
    },
  },
  {
    name: 'a shared excuse in the generator, with its save star',
    path: '/get-my-excuse?id=work-formal-3',
    rendered: async (page) => {
      await expect(page.getByTestId('excuse-text')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Save/ })).toBeVisible();
    },
  },
  {
    name: 'the generator',
    path: '/get-my-excuse',
    rendered: async (page) => {
      await page.getByRole('button', { name: 'Get My Excuse!' }).click();
      await expect(page.getByTestId('excuse-text')).toBeVisible({ timeout: 10_000 });
    },
  },
];

for (const { name, path, rendered } of PAGES) {
  test(`${name} renders whatever storage holds`, async ({ page, problems }: { page: Page; problems: PageProblems }) => {
    test.setTimeout(240_000);
    await page.goto('/robots.txt');
    await fc.assert(
      fc.asyncProperty(storage, async (values) => {
        const before = problems.messages.length;
        await fillStorage(page, values, { saved: SAVED_KEY, details: TEMPLATE_DETAILS_KEY, reloadedFor: RELOADED_FOR_KEY });
        await page.goto(path);
        await waitForHydration(page);
        await settle(page);
        await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
        await rendered(page);
        expect(problems.messages.slice(before)).toEqual([]);
      }),
      // Each run loads a page; a failure is reported with its seed and the value, unshrunk.
      { numRuns: 20, endOnFailure: true, examples: HOSTILE.map((text): [Storage] => [{ saved: text, details: text, reloadedFor: text }]) },
    );
  });
}
