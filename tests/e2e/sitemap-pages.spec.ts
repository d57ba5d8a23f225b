import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

/**
 * Every URL in the sitemap, at phone and desktop width: no console error, no hydration warning,
 * no axe-core violation (WCAG 2.2's target size included), in both languages. New pages join the sitemap,
 * and so this suite, by themselves. Split in parts, each with its own time: an axe sweep of a long
 * page takes half a minute on a loaded two-core machine.
 */
const PARTS = 8;

for (let part = 0; part < PARTS; part++) {
  test(`every sitemap URL renders cleanly (part ${part + 1} of ${PARTS})`, async ({ page, request, problems }) => {
    test.setTimeout(600_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
    expect(urls.length).toBeGreaterThan(5);
    for (const path of urls.filter((_, index) => index % PARTS === part)) {
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
}

test('the not-found page is clean too, apart from its own 404 response', async ({ page, problems }) => {
  problems.allow(/404 \(Not Found\)/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
