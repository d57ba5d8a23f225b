import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Collects console errors, warnings about hydration and uncaught page errors. */
export interface PageProblems {
  messages: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { messages: [] };
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.messages.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Waits until React has hydrated the document: it attaches its fiber to <body> on commit. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
