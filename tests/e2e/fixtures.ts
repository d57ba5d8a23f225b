import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console errors, hydration warnings and uncaught page errors seen during a test. Every test
 * fails on any of them; a test that provokes one on purpose says so with `allow`.
 */
export interface PageProblems {
  messages: string[];
  allow(pattern: RegExp): void;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const problems: PageProblems = { messages: [], allow: (pattern) => allowed.push(pattern) };
      const watch = (page: Page) => {
        page.on('console', (message) => {
          const text = message.text();
          if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.messages.push(`${message.type()}: ${text}`);
        });
        page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(problems);
      expect(problems.messages.filter((message) => !allowed.some((pattern) => pattern.test(message)))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/**
 * Waits until React has hydrated the document, the page inside it and the page's late widgets: the
 * carousel, and the template form once it is within a screen of the view (it waits for the visitor
 * until then). React attaches its fiber to each element it hydrates, <body> first, then the page's
 * own boundary in later, shorter tasks, then each widget once its code is in (`widgets: false` for
 * a test that holds that code back).
 */
export async function waitForHydration(page: Page, { widgets = true } = {}): Promise<void> {
  await page.waitForFunction((withWidgets) => {
    const templates = document.querySelector('#templates');
    const nearTemplates = templates && templates.getBoundingClientRect().top < window.innerHeight * 2 ? [templates] : [];
    return [
      document.body,
      document.querySelector('main > *'),
      ...(withWidgets ? [...document.querySelectorAll('#excuse-browser, #excuse-result'), ...nearTemplates] : []),
    ].every((element) => element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  }, widgets);
}

/**
 * Holds back every request matching `pattern` until `release()` is called: a chunk still on its way.
 * `requested()` says whether the page has asked for one yet.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void; requested: () => boolean }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Whether React has taken over the first element `selector` names (its fiber is attached). */
export async function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/** Opens `path` with the clipboard readable and writable, once the page has hydrated. */
export async function openWithClipboard(page: Page, path: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Stops the page's installed clock (`page.clock.install()` first), so its timers move only when the
 * test calls `page.clock.runFor`: no real time slips in between steps.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A little ahead of the page's clock, which keeps flowing until the pause lands (on a busy machine
  // that takes a while); the jump fires any timer due by then.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}

/**
 * axe-core's default rules, and at phone width also WCAG 2.2's target size (2.5.8, `wcag22aa`),
 * which axe leaves off by default: every button and link at least 24 by 24 px, or spaced as if.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // WCAG 2.2's target size at every width: a mouse pointer deserves targets it can hit too.
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].find(
    (rule) => rule.id === 'target-size',
  );
  expect(ran?.tags).toContain('wcag22aa');
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
