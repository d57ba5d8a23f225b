import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/**
 * Every URL in the sitemap, at phone and desktop width: no console error, no hydration warning,
 * no axe-core violation. New pages join the sitemap, and so this suite, by themselves.
 */
test('every sitemap URL renders cleanly', async ({ page, request, problems }) => {
  // Some forty URLs at two widths, each with an axe sweep: minutes on a loaded two-core machine.
  test.setTimeout(600_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
  expect(urls.length).toBeGreaterThan(5);
  for (const path of urls) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoAxeViolations(page);
      expect(problems.messages, path).toEqual([]);
    });
  }
});

test('the not-found page is clean too, apart from its own 404 response', async ({ page, problems }) => {
  problems.allow(/404 \(Not Found\)/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
