import type { Page } from '@playwright/test';
import { sharePath } from '../../src/lib/generator';
import { ALL_EXCUSES } from '../../src/lib/pool';
import { expect, test, waitForHydration } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const PHRASE = 'my secret divorce';
const GENERATED = '/get-my-excuse?category=work&tone=formal';

/** Every cache the site's origin holds, by name, with the addresses of its entries. */
const allCached = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return all;
  });

/** The worker as served: the number of pages it keeps and the build it belongs to. */
async function workerSettings(page: Page) {
  const source = await (await page.request.get('/sw.js')).text();
  const maxPages = Number(/^const MAX_PAGES = (\d+);$/m.exec(source)?.[1]);
  // The build fills in this line as JSON (vite.config.ts); the source's own is a placeholder.
  const line = /^const BUILD = (\{"id":.*);$/m.exec(source)?.[1];
  expect(line, 'the build wrote its id and files into /sw.js').toBeDefined();
  const build = JSON.parse(line as string) as { id: string; assets: string[] };
  const version = /^const VERSION = '([^']+)';$/m.exec(source)?.[1];
  return { maxPages, build, version };
}

/** Opens the site, plants what an earlier worker and build left behind, and waits for this build's worker to control the page. */
async function underWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(async (phrase) => {
    const oldPages = await caches.open('excusely-pages-v1');
    await oldPages.put(`/search?q=${encodeURIComponent(phrase)}`, new Response('<p>an earlier worker kept this</p>'));
    const oldAssets = await caches.open('excusely-assets-v1');
    await oldAssets.put('/assets/entry-client-OLDBUILD.js', new Response('// an earlier build'));
    await navigator.serviceWorker.ready;
  }, PHRASE);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await waitForHydration(page);
}

test('the offline cache never keeps a search or a generated excuse, and holds only this build', async ({ page }) => {
  test.setTimeout(120_000);
  const { build, version } = await workerSettings(page);
  await underWorker(page);

  // A search as a full page load, then typed into the box, then a generated excuse (no-store).
  await page.goto(`/search?q=${encodeURIComponent(PHRASE).replaceAll('%20', '+')}`);
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search excuses' }).last().fill(`${PHRASE} lawyer`);
  await expect(page).toHaveURL(/lawyer/);
  await page.goto('/search');
  await waitForHydration(page);
  await page.goto(GENERATED);
  await waitForHydration(page);
  await expect(page.getByTestId('excuse-text')).toBeVisible();
  // A public page after them: once it is kept, the worker has handled every visit before it.
  await page.goto('/about');
  await waitForHydration(page);
  await expect.poll(async () => (await allCached(page))[`excusely-pages-${version}`]?.some((url) => url.endsWith('/about'))).toBe(true);

  const cached = await allCached(page);
  const urls = Object.values(cached).flat();
  // Its telling words: 'my' is in /get-my-excuse.
  const words = ['secret', 'divorce'];
  for (const url of urls) {
    const decoded = decodeURIComponent(url.replaceAll('+', ' '));
    expect(
      words.filter((word) => decoded.includes(word)),
      url,
    ).toEqual([]);
    expect(new URL(url).pathname, url).not.toMatch(/^\/search(\/|$)/);
    expect(url, url).not.toContain('category=');
    expect(url, url).not.toContain('tone=');
  }
  // What earlier workers and builds left is gone; the assets cache is this build's, and holds only its files.
  expect(Object.keys(cached).sort()).toEqual([`excusely-assets-${build.id}`, `excusely-pages-${version}`].sort());
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(build.assets).toContain(new URL(entry as string, page.url()).pathname);
  const assets = (cached[`excusely-assets-${build.id}`] ?? []).map((url) => new URL(url).pathname);
  expect(assets.filter((path) => path.startsWith('/assets/'))).not.toEqual([]);
  for (const path of assets) expect(build.assets.includes(path) || /^\/[^/]+\.(svg|ico|png|webmanifest)$/.test(path), path).toBe(true);
});

test('the offline cache keeps at most its bound of pages, the most recently opened', async ({ page }) => {
  test.setTimeout(240_000);
  const { maxPages, version } = await workerSettings(page);
  expect(maxPages).toBeGreaterThan(1);
  await underWorker(page);

  // More distinct pages than the bound (shared excuses are public pages of their own); the first
  // is opened again after ten others, which makes it newer than them.
  const pages = ALL_EXCUSES.slice(0, maxPages + 5).map((excuse) => sharePath(excuse.id));
  const [first, second] = pages as [string, string];
  const visits = [...pages.slice(0, 11), first, ...pages.slice(11)];
  const last = visits.at(-1) as string;
  for (const path of visits) await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);

  const kept = async () => ((await allCached(page))[`excusely-pages-${version}`] ?? []).map((url) => url.slice(new URL(url).origin.length));
  await expect.poll(async () => (await kept()).includes(last)).toBe(true);
  const keys = await kept();
  expect(keys.length).toBeLessThanOrEqual(maxPages);
  expect(keys).toContain(first);
  expect(keys).not.toContain(second);
  expect(keys).not.toContain('/');
});
