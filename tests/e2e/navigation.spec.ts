import { excuseOfTheDay } from '../../src/lib/excuse-of-the-day';
import { sharePath } from '../../src/lib/generator-options';
import { GENERATOR } from '../../src/lib/pool';
import { MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from '../../src/lib/timings';
import { expect, holdRequests, test, waitForHydration } from './fixtures';

test('desktop Excuses menu opens on hover and on click, shows every category, and navigates @desktop', async ({ page }) => {
  // Menu delays run on Playwright's clock: the test moves time on instead of sleeping.
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: 'Excuses' });
  await trigger.hover();
  await page.clock.runFor(MENU_OPEN_DELAY_MS);
  const panel = page.locator('nav[aria-label="Main"] [data-state="open"]').filter({ hasText: 'Work & Professional' });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(800);
  for (const heading of [
    'Work & Professional',
    'Social & Personal Life',
    'School & Academic',
    'Health & Mental Energy',
    'Dating & Relationship',
    'Funny & Outrageous',
  ]) {
    await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
  }
  // A click on a menu that hovering opened keeps it open; the next click closes it.
  await trigger.click();
  await expect(panel).toBeVisible();
  await trigger.click();
  await expect(panel).toBeHidden();
  await page.mouse.move(5, 600);
  await page.clock.runFor(150);
  await expect(panel).toBeHidden();
  // Past the skip delay, a click opens the menu before hovering would.
  await page.clock.runFor(MENU_SKIP_DELAY_MS);
  await trigger.click();
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Being Late to Work' }).click();
  await expect(page).toHaveURL(/\/excuses\/work\/late-to-work$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Being Late to Work');
  await expect(page).toHaveTitle('Being Late to Work | Excusely');
  await expect(trigger).toHaveClass(/nav-link-active/);
});

test('desktop Excuses menu: Escape closes it and returns focus, a click elsewhere or tabbing away closes it @desktop', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: 'Excuses' });
  const panel = page.locator('nav[aria-label="Main"] [data-state="open"]').filter({ hasText: 'Work & Professional' });
  await trigger.click();
  await expect(panel).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.mouse.click(10, 600);
  await expect(panel).toBeHidden();
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.getByRole('link', { name: 'Get Excuse' }).first().focus();
  await expect(panel).toBeHidden();
});

test('phone drawer: same links, categories as a one-open, collapsible accordion @phone', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Excuses' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const work = drawer.getByRole('button', { name: 'Work & Professional' });
  const social = drawer.getByRole('button', { name: 'Social & Personal Life' });
  await work.click();
  await expect(work).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Missing a Deadline' })).toBeVisible();
  await social.click();
  await expect(social).toHaveAttribute('aria-expanded', 'true');
  await expect(work).toHaveAttribute('aria-expanded', 'false');
  await social.click();
  await expect(social).toHaveAttribute('aria-expanded', 'false');
  await work.click();
  await drawer.getByRole('link', { name: 'Calling in Sick to Work' }).click();
  await expect(page).toHaveURL(/\/excuses\/work\/calling-in-sick$/);
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Get Excuse' }).click();
  await expect(page).toHaveURL(/\/get-my-excuse$/);
});

test("the 404 page's Return to Home link goes home", async ({ page, problems }) => {
  problems.allow(/404 \(Not Found\)/);
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Most Popular' })).toBeVisible();
});

test("home shows the day's excuse from its HTML, and after a navigation from the excuses' chunk, for the browser's day", async ({
  page,
}) => {
  const pool: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/pool-[\w-]+\.js$/.test(request.url())) pool.push(request.url());
  });
  const card = page.getByRole('region', { name: 'Excuse of the day' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(card).toContainText(excuseOfTheDay(Date.now(), GENERATOR).text);
  // A first visit needs none of the 240 excuses: the day's arrived with the page.
  expect(pool).toEqual([]);
  await expect(card.getByRole('link', { name: 'Open and share it' })).toHaveAttribute(
    'href',
    sharePath(excuseOfTheDay(Date.now(), GENERATOR).id),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('link', { name: 'Excusely' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(card).toContainText(excuseOfTheDay(Date.now(), GENERATOR).text);
  expect(pool).toHaveLength(1);
});

test('scrolls to the top on every route change, but not on an in-page anchor jump', async ({ page }) => {
  await page.goto('/excuses/work/late-to-work');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Weather Related' }).first().click();
  await expect(page).toHaveURL(/#weather$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const afterJump = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('link', { name: 'Leaving Work Early' }).last().click();
  await expect(page).toHaveURL(/\/excuses\/work\/leave-early$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(afterJump).toBeGreaterThan(0);
});

test("the head's server-only tags stay through hydration and navigation, and each page's own tags change", async ({ page }) => {
  const serverOnly = () =>
    page.evaluate(() =>
      [
        ...document.head.querySelectorAll(
          'meta[charset], meta[name="viewport"], meta[name="theme-color"], meta[name="color-scheme"], link[rel="expect"], link[rel~="icon"], link[rel="manifest"], style',
        ),
      ].map((element) => element.outerHTML.slice(0, 100)),
    );
  const pageTags = () =>
    page.evaluate(() => [...document.head.querySelectorAll('title, meta[name="description"]')].map((element) => element.outerHTML));
  await page.goto('/excuses/work/late-to-work');
  const served = await serverOnly();
  const servedPageTags = await pageTags();
  expect(served).toHaveLength(10);
  await waitForHydration(page);
  expect(await serverOnly()).toEqual(served);
  await page.getByRole('link', { name: 'Leaving Work Early' }).last().click();
  await expect(page).toHaveTitle(/^Leaving Work Early/);
  expect(await serverOnly()).toEqual(served);
  const shownPageTags = await pageTags();
  expect(shownPageTags).toHaveLength(2);
  expect(shownPageTags).not.toEqual(servedPageTags);
});

test('a visitor who scrolls before the page hydrates stays where they are', async ({ page }) => {
  const entryCode = await holdRequests(page, /\/assets\/entry-client-[^/]+\.js$/);
  await page.goto('/excuses/work/late-to-work', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  // What the visitor sees is the excuse at the top of the window. Until the stylesheet and the lazily
  // laid-out lists settle, the browser's scroll anchoring may still move scrollY; wait for a stable view.
  const settledView = () =>
    page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const view = () => {
        const item = [...document.querySelectorAll('li[id]')].find((li) => li.getBoundingClientRect().top >= 0);
        return JSON.stringify({ id: item?.id, top: Math.round(item?.getBoundingClientRect().top ?? -1) });
      };
      let last = view();
      for (;;) {
        await frame();
        const next = view();
        if (next === last) return JSON.parse(next) as { id?: string; top: number };
        last = next;
      }
    });
  const before = await settledView();
  expect(before.id).toBeTruthy();
  entryCode.release();
  await waitForHydration(page);
  const after = await settledView();
  expect(after.id).toBe(before.id);
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test('reports a page view with path, query and title on each navigation when gtag is present', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    (window as unknown as { pageViews: unknown[][] }).pageViews = calls;
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => calls.push(args);
  });
  await page.goto('/about?ref=test');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  // The view is reported once the new screen (its own chunk) has rendered its title.
  await expect
    .poll(async () => {
      const views = await page.evaluate(
        () => (window as unknown as { pageViews: [string, string, { page_path: string; page_title: string }][] }).pageViews,
      );
      return views.map((view) => [view[1], view[2].page_path, view[2].page_title]);
    })
    .toEqual([
      ['page_view', '/about?ref=test', 'About Excusely | Excusely'],
      ['page_view', '/terms', 'Terms of Service | Excusely'],
    ]);
});

test('without JavaScript every page still renders and the menus become plain links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Excusely');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  // The plain header links fit a phone: all visible, nothing pushes the page sideways.
  const links = page.getByRole('navigation', { name: 'Mobile' }).getByRole('link');
  await expect(links).toHaveText(['Home', 'Excuses', 'Get Excuse']);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Excuses' }).click();
  await expect(page).toHaveURL(/\/#categories$/);
  await page.getByRole('link', { name: 'Not Replying to Emails' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Not Replying to Emails');
  await context.close();
});
