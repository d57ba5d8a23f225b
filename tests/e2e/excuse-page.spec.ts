import type { Page } from '@playwright/test';
import callingInSick from '../../src/content/pages/work/calling-in-sick';
import lateToWork from '../../src/content/pages/work/late-to-work';
import leaveEarly from '../../src/content/pages/work/leave-early';
import missingDeadline from '../../src/content/pages/work/missing-deadline';
import type { ExcuseSection } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../src/lib/timings';
import { listedPageModules } from '../page-module-list';
import { expect, holdRequests, isHydrated, openWithClipboard, pauseClock, test, waitForHydration } from './fixtures';

const LATE = '/excuses/work/late-to-work';
const lateExcuses = lateToWork.sections.flatMap(sectionExcuses).map((excuse) => excuse.text);

test.describe('excuse browser (carousel)', () => {
  test('steps, wraps around both ways and counts', async ({ page }) => {
    await page.goto(LATE);
    await waitForHydration(page);
    const counter = page.getByTestId('browser-counter');
    const excuse = page.getByTestId('browser-excuse');
    await expect(counter).toHaveText(`1 of ${lateExcuses.length}`);
    await expect(excuse).toHaveText(lateExcuses[0] as string);
    await page.getByRole('button', { name: 'Next excuse' }).click();
    await expect(counter).toHaveText(`2 of ${lateExcuses.length}`);
    await expect(excuse).toHaveText(lateExcuses[1] as string);
    await page.getByRole('button', { name: 'Previous excuse' }).click();
    await page.getByRole('button', { name: 'Previous excuse' }).click();
    await expect(counter).toHaveText(`${lateExcuses.length} of ${lateExcuses.length}`);
    await expect(page.getByTestId('browser-section')).toHaveText('Public Transportation');
    await page.getByRole('button', { name: 'Next excuse' }).click();
    await expect(counter).toHaveText(`1 of ${lateExcuses.length}`);
  });

  test('Next Section jumps to the first excuse of the next section, then back to the start @desktop', async ({ page }) => {
    await page.goto(LATE);
    await waitForHydration(page);
    const nextSection = page.getByRole('button', { name: 'Next Section' });
    await nextSection.click();
    await expect(page.getByTestId('browser-counter')).toHaveText('16 of 105');
    await expect(page.getByTestId('browser-section')).toHaveText('Home Emergencies');
    await expect(page.getByTestId('browser-excuse')).toHaveText(sectionExcuses(lateToWork.sections[1] as ExcuseSection)[0]?.text as string);
    for (let i = 0; i < 6; i++) await nextSection.click();
    await expect(page.getByTestId('browser-counter')).toHaveText('1 of 105');
    await expect(page.getByTestId('browser-section')).toHaveText('Traffic & Transportation');
  });

  test('hides Next Section on a phone @phone', async ({ page }) => {
    await page.goto(LATE);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Next Section' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next excuse' })).toBeVisible();
  });
});

test.describe('copying', () => {
  test('a copy button copies the excuse and shows Copied! for two seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(LATE);
    await waitForHydration(page);
    const browser = page.getByRole('region', { name: 'Excuse browser' });
    await browser.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(browser.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lateExcuses[0]);
    await expect(browser.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 3500 });

    const third = sectionExcuses(lateToWork.sections[2] as ExcuseSection)[3]?.text as string;
    const item = page.locator('#family li').filter({ hasText: third });
    await item.getByRole('button', { name: 'Copy excuse' }).click();
    await expect(item.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(third);
    await expect(item.getByText('Copied!')).toBeHidden({ timeout: 3500 });

    // The template form hydrates once the visitor nears it.
    const template = page.locator('#templates article').first();
    await template.scrollIntoViewIfNeeded();
    await waitForHydration(page);
    await template.getByRole('button', { name: /Copy message/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lateToWork.templates?.items[0]?.body);
  });

  test('a clipboard failure shows the Error toast for two seconds', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await page.goto(LATE);
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Excuse browser' }).getByRole('button', { name: 'Copy', exact: true }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Unable to copy to clipboard.');
    await expect(toast).toBeHidden({ timeout: 4000 });
  });
});

test('the FAQ keeps one answer open at a time, and each can close', async ({ page }) => {
  await page.goto(LATE);
  await waitForHydration(page);
  const faq = page.locator('#faq');
  const [first, second] = [lateToWork.faq?.[0], lateToWork.faq?.[1]];
  const firstButton = faq.locator('summary', { hasText: first?.question as string });
  const secondButton = faq.locator('summary', { hasText: second?.question as string });
  await expect(faq.getByText(first?.answer as string)).toBeHidden();
  await firstButton.click();
  await expect(faq.getByText(first?.answer as string)).toBeVisible();
  await secondButton.click();
  await expect(faq.getByText(second?.answer as string)).toBeVisible();
  await expect(faq.getByText(first?.answer as string)).toBeHidden();
  await secondButton.click();
  await expect(faq.getByText(second?.answer as string)).toBeHidden();
  await expect(faq.locator('details[open]')).toHaveCount(0);
});

test('jump links land on their section, and Back to top returns', async ({ page }) => {
  await page.goto(LATE);
  await waitForHydration(page);
  const jumpList = page.getByRole('navigation', { name: 'Jump to a section' });
  await expect(jumpList.getByRole('link')).toHaveText([
    'Traffic & Transportation',
    'Home Emergencies',
    'Family Issues',
    'Technology Problems',
    'Weather Related',
    'Health Concerns',
    'Public Transportation',
    'Text Scripts',
    'FAQs',
  ]);
  await jumpList.getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL(/#faq$/);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInViewport();
  await jumpList.getByRole('link', { name: 'Health Concerns' }).click();
  await expect(page).toHaveURL(/#health$/);
  await expect(page.locator('#health-heading')).toBeInViewport();
  await page.locator('#health').getByRole('link', { name: 'Back to top' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('a link to one excuse lands on it and highlights it', async ({ page }) => {
  const [neighbour, , target] = sectionExcuses(lateToWork.sections[0] as ExcuseSection);
  await page.goto(`${LATE}#${target?.id}`);
  const item = page.locator(`li#${target?.id}`);
  await expect(item).toContainText(target?.text as string);
  await expect(item).toBeInViewport();
  // The targeted excuse is marked; its neighbours are not.
  const ring = (id: string) => page.locator(`li#${id}`).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await ring(target?.id as string)).not.toBe(await ring(neighbour?.id as string));
});

test('without JavaScript every excuse, answer and template is in the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LATE);
  const shown = await page.locator('section[id] > ol > li p').allTextContents();
  expect(shown).toEqual(lateExcuses);
  // Answers are in the HTML, and a question opens its answer with no script at all.
  for (const item of lateToWork.faq ?? []) await expect(page.getByText(item.answer)).toBeAttached();
  const [question] = lateToWork.faq ?? [];
  await page.locator('#faq summary', { hasText: question?.question as string }).click();
  await expect(page.getByText(question?.answer as string)).toBeVisible();
  await expect(page.locator('#templates article')).toHaveCount(5);
  await context.close();
});

/** The start of a page's first excuse as a script or JSON string literal would spell it. */
const firstExcuse = (content: typeof lateToWork) =>
  JSON.stringify(sectionExcuses(content.sections[0] as ExcuseSection)[0]?.text).slice(1, 40);

test("a page's text arrives with its HTML, and following a link loads that page's text alone", async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text());
  });
  await page.goto(LATE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // The page's own text is its boot data; no script the first load fetches carries any page's text.
  expect(await page.locator('#client-data').textContent()).toContain(firstExcuse(lateToWork));
  for (const content of [lateToWork, callingInSick, leaveEarly, missingDeadline])
    expect(scripts.join('\n')).not.toContain(firstExcuse(content));

  scripts.length = 0;
  await page.getByRole('region', { name: 'Related Excuses' }).getByRole('link', { name: callingInSick.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(callingInSick.title);
  await expect(page.getByTestId('browser-excuse')).toHaveText(
    sectionExcuses(callingInSick.sections[0] as ExcuseSection)[0]?.text as string,
  );
  const loaded = scripts.join('\n');
  expect(loaded).toContain(firstExcuse(callingInSick));
  for (const other of [lateToWork, leaveEarly, missingDeadline]) expect(loaded).not.toContain(firstExcuse(other));
});

test('icon tooltips open after the delay, and at once for a neighbour within the skip delay @desktop', async ({ page }) => {
  await page.clock.install();
  await page.goto(LATE);
  await waitForHydration(page);
  await pauseClock(page);
  const next = page.getByRole('button', { name: 'Next excuse' });
  const previous = page.getByRole('button', { name: 'Previous excuse' });
  await next.hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS - 100);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(page.getByRole('tooltip')).toHaveText('Next excuse');
  await expect(next).toHaveAttribute('aria-describedby', /.+/);
  // Moving straight to the neighbour: its tooltip needs no new wait.
  await previous.hover();
  await page.clock.runFor(0);
  await expect(page.getByRole('tooltip')).toHaveText('Previous excuse');
  await page.mouse.move(5, 5);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 50);
  await next.hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS - 100);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('Your details fills every template live, copies the filled text, keeps empty placeholders marked, and stays on this device', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${LATE}#templates`);
  await waitForHydration(page, { widgets: false });
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel("Boss's Name").fill('Dana');
  await details.getByLabel('Minutes').fill('15');
  const bodies = page.getByTestId('template-body');
  await expect(bodies.first()).toContainText('Hi Dana,');
  for (const body of await bodies.all()) await expect(body).not.toContainText("[Boss's Name]");
  await expect(bodies.first().locator('[data-empty-placeholder]').first()).toHaveText(/^\[.+\]$/);
  await page
    .locator('#templates article')
    .first()
    .getByRole('button', { name: /Copy message/ })
    .click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Hi Dana,');
  expect(copied).toContain('about 15 minutes');
  expect(copied).toContain('[Your Name]');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel("Boss's Name")).toHaveValue('Dana');
  await page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('template-body').first()).toContainText("[Boss's Name]");
});

/** The template form's code, fetched apart from the page's. */
const TEMPLATES_CHUNK = /\/assets\/templates-section-[^/]+\.js$/;

test("the template form keeps the server's HTML while its code loads after the page, through other updates, then works", async ({
  page,
}) => {
  const templatesCode = await holdRequests(page, TEMPLATES_CHUNK);
  await page.goto(`${LATE}#templates`);
  await waitForHydration(page, { widgets: false });
  const details = page.getByRole('form', { name: 'Your details' });
  await expect.poll(templatesCode.requested).toBe(true);
  // The rest of the page is interactive already: saving an excuse updates the header's count.
  await page.locator('li#traffic-1').getByRole('button', { name: 'Save excuse' }).click();
  await expect(page.getByTestId('saved-count')).toHaveText('1');
  await expect(details).toBeVisible();
  await expect(page.getByTestId('template-body').first()).toContainText("[Boss's Name]");

  templatesCode.release();
  await details.getByLabel("Boss's Name").fill('Dana');
  await expect(page.getByTestId('template-body').first()).toContainText('Hi Dana,');
});

/**
 * Opens Late to Work at its top and lets it settle, the template form's code not fetched; returns
 * every request for that code the page makes, then and from then on.
 */
async function arriveAtLateToWork(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (sent) => {
    if (TEMPLATES_CHUNK.test(sent.url())) requested.push(sent.url());
  });
  await page.goto(LATE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  return requested;
}

test('the template form far down the page is fetched and hydrated only as the visitor nears it, then works', async ({ page }) => {
  const requested = await arriveAtLateToWork(page);
  expect(await isHydrated(page, '#templates')).toBe(false);
  // Without its code, the server's form is there and takes typing (kept when the code arrives).
  await expect(page.getByRole('form', { name: 'Your details' })).toBeAttached();

  await page.locator('#templates').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBe(1);
  await expect.poll(() => isHydrated(page, '#templates')).toBe(true);
  await page.getByRole('form', { name: 'Your details' }).getByLabel("Boss's Name").fill('Dana');
  await expect(page.getByTestId('template-body').first()).toContainText('Hi Dana,');
});

test('a page reached by a link within the site has its template form at once, wherever the visitor arrived', async ({ page }) => {
  const requested = await arriveAtLateToWork(page);
  // A click on a related link, without scrolling down to it (or past the form).
  await page.locator('#related-heading ~ ul a[href="/excuses/work/missing-deadline"]').dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(missingDeadline.title);
  await expect.poll(() => requested.length).toBe(1);
  await expect.poll(() => isHydrated(page, '#templates')).toBe(true);
  await expect(page.locator('#templates article')).toHaveCount(missingDeadline.templates?.items.length ?? -1);
});

test('every icon on a page is drawn from the one sprite file, which has each symbol it names', async ({ page }) => {
  await page.goto(LATE);
  await waitForHydration(page);
  const references = await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
  expect(references.length).toBeGreaterThan(5);
  const files = new Set(references.map((reference) => reference.split('#')[0]));
  expect([...files]).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
  const response = await page.request.get([...files][0] as string);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(response.headers()['cache-control']).toContain('immutable');
  const sprite = await response.text();
  for (const id of new Set(references.map((reference) => reference.split('#')[1]))) expect(sprite).toContain(`<symbol id="${id}"`);
});

test('the list buttons draw their icons in CSS from one sprite, the star filling once saved and the copy icon turning into a check', async ({
  page,
}) => {
  await openWithClipboard(page, LATE);
  const item = page.locator('li#traffic-1');
  // Which drawing shows is the sprite's column, chosen by mask-position.
  const icon = (name: string | RegExp) =>
    item.getByRole('button', { name }).evaluate((button) => {
      const before = getComputedStyle(button, '::before');
      return { image: before.maskImage, column: before.maskPosition, width: before.width };
    });
  const save = await icon('Save excuse');
  const send = await icon('Send excuse');
  const copy = await icon('Copy excuse');
  for (const drawn of [save, send, copy]) {
    expect(drawn.image).toMatch(/^url\("data:image\/svg\+xml/);
    expect(drawn.image).toBe(save.image);
    expect(drawn.width).toBe('16px');
  }
  expect(new Set([save.column, send.column, copy.column]).size).toBe(3);

  await item.getByRole('button', { name: 'Save excuse' }).click();
  const saved = await icon('Remove from saved');
  expect(saved.image).toBe(save.image);
  expect(new Set([save.column, send.column, copy.column, saved.column]).size).toBe(4);

  await item.getByRole('button', { name: 'Copy excuse' }).click();
  await expect(item.getByRole('button', { name: 'Copy excuse' })).toHaveAttribute('data-copied', 'true');
  const copied = await icon('Copy excuse');
  expect(new Set([save.column, send.column, copy.column, saved.column, copied.column]).size).toBe(5);
});

test('a link to a section far down the page lands on it at once and stays put while the lists above render', async ({ page }) => {
  await page.goto(`${LATE}#templates`);
  await waitForHydration(page);
  const top = () => page.locator('#templates').evaluate((section) => Math.round(section.getBoundingClientRect().top));
  // Sections keep 5rem (80 px) clear of the sticky header.
  await expect.poll(top).toBe(80);
  await page.getByRole('form', { name: 'Your details' }).waitFor();
  expect(await top()).toBe(80);
});

test('start-up adds only the module hints the page lists, and no stylesheet', async ({ page, request }) => {
  const served = await (await request.get(LATE)).text();
  const hinted = served.match(/<link rel="modulepreload"/g)?.length ?? 0;
  const preloads = listedPageModules(served)?.preloads ?? [];
  expect(preloads.length).toBeGreaterThan(0);
  const stylesheetRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheetRequests.push(sent.url());
  });
  await page.goto(LATE);
  await waitForHydration(page);
  // The widgets' chunks (carousel, template form, send menu) have loaded once the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(hinted + preloads.length);
  // The stylesheet is in the page already; fetched again, it would restyle every element.
  expect(stylesheetRequests).toEqual([]);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
});

test('the page paints before any of its modules but the start script is fetched', async ({ page }) => {
  // The first animation frame is the first paint's: the head holds rendering until the page is parsed.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { firstFrameAt?: number }).firstFrameAt = performance.now();
    });
  });
  await page.goto(LATE);
  await waitForHydration(page);
  const { firstFrameAt, modules } = await page.evaluate(() => ({
    firstFrameAt: (window as { firstFrameAt?: number }).firstFrameAt ?? Number.NaN,
    modules: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !/\/load-after-paint-[^/]*\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name, fetchStart: entry.fetchStart })),
  }));
  expect(firstFrameAt).toBeGreaterThan(0);
  expect(modules.length).toBeGreaterThan(3);
  expect(modules.filter((module) => module.fetchStart < firstFrameAt)).toEqual([]);
});
