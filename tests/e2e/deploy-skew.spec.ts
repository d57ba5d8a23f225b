import { expect, test, waitForHydration } from './fixtures';

/**
 * A page opened before a deploy names chunks the new build no longer has. Following a link then
 * fails to load the next page's chunk: the client reloads once and the server's fresh HTML takes over.
 */
test('a chunk missing after a deploy costs one reload, never an error screen or a loop', async ({ page, problems }) => {
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED/);
  await page.goto('/');
  await waitForHydration(page);
  // The old build's chunk for the next page is gone: the first request for it fails.
  let refused = 0;
  await page.route(/\/assets\/excuse-page-[^/]+\.js$/, async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Being Late to Work' }).first().click();
  await reloaded;
  await expect(page).toHaveURL(/\/excuses\/work\/late-to-work$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Being Late to Work');
  await waitForHydration(page);
  expect(refused).toBe(1);
});

test('when the chunk stays missing, it reloads once and then shows the error instead of looping', async ({ page, problems }) => {
  problems.allow(/Failed to load resource|Failed to fetch dynamically imported module|net::ERR_FAILED|Hydration failed/);
  await page.goto('/');
  await waitForHydration(page);
  await page.route(/\/assets\/excuse-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('link', { name: 'Being Late to Work' }).first().click();
  await expect(page).toHaveURL(/\/excuses\/work\/late-to-work$/);
  // The reloaded page is the server's full HTML; its own hydration cannot load the chunk either,
  // and it stays put: one reload, no more.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Being Late to Work');
  await expect.poll(() => loads).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(1);
});
