import type { Page } from '@playwright/test';
import { ALL_EXCUSES } from '../../src/lib/pool';
import { expect, test, waitForHydration } from './fixtures';

test.use({ serviceWorkers: 'allow' });

/** The 240 built-in excuses, one chunk loaded on demand (`src/lib/pool.ts`). */
const GENERATOR_POOL_CHUNK = /\/assets\/pool-[\w-]{8}\.js$/;

/** Opens a page once the offline worker controls it: the first load happens before the worker takes control, so load it again under it. */
async function openUnderWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await waitForHydration(page);
}

test('with the network off, visited pages reload, links between them work, the generator generates, and an unvisited page says what is available', async ({
  page,
  context,
  problems,
}) => {
  test.setTimeout(90_000);
  problems.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await openUnderWorker(page, '/excuses/work/late-to-work');
  // Online, walk the links the test follows offline, so the code of each step (the home and
  // generator pages, the generator's loader and its excuses) is kept too: offline, a step whose
  // code was never fetched reloads the page from the worker's copy, by design.
  const excusesKept = page.waitForResponse(GENERATOR_POOL_CHUNK);
  const resultCardKept = page.waitForResponse(/\/assets\/excuse-result-[\w-]{8}\.js$/);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Most Popular' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Get My Excuse' }).click();
  await expect(page.getByRole('button', { name: 'Get My Excuse!' })).toBeVisible();
  await Promise.all([excusesKept, resultCardKept]);

  await context.setOffline(true);
  await page.goto('/excuses/work/late-to-work');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Being Late to Work');
  await waitForHydration(page);
  // Links between pages kept on this device: the breadcrumb home (saved when the worker
  // installed), then its Get My Excuse button.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Most Popular' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Get My Excuse' }).click();
  await expect(page).toHaveURL(/\/get-my-excuse$/);
  await page.getByRole('button', { name: 'Get My Excuse!' }).click();
  const result = page.getByTestId('excuse-text');
  await expect(result).toBeVisible({ timeout: 10_000 });
  expect(ALL_EXCUSES.map((excuse) => excuse.text)).toContain(await result.textContent());

  await page.goto('/excuses/work/leave-early');
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: '/excuses/work/late-to-work' })).toBeVisible();
  await context.setOffline(false);
});

test('in Spanish too: a visited Spanish page reloads offline, and an unvisited one says in Spanish what is available', async ({
  page,
  context,
  problems,
}) => {
  test.setTimeout(90_000);
  problems.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await openUnderWorker(page, '/es/excusas/trabajo/llegar-tarde');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Llegar tarde al trabajo');
  await page.goto('/es/excusas/trabajo/salir-temprano');
  await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: '/es/excusas/trabajo/llegar-tarde' })).toBeVisible();
  await context.setOffline(false);
});
