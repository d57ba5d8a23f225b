import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

test.use({ colorScheme: 'dark' });

test('follows a dark system setting on every kind of page, with no accessibility (contrast) violation', async ({ page, problems }) => {
  test.setTimeout(120_000);
  problems.allow(/404 \(Not Found\)/);
  for (const path of [
    '/',
    '/excuses/work/late-to-work',
    '/excuses/funny/hilarious',
    '/get-my-excuse?id=work-formal-3',
    '/search?q=dog',
    '/saved',
    '/about',
    '/no/such/page',
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForHydration(page);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, path).toBe('rgb(11, 17, 32)');
      await expectNoAxeViolations(page);
    });
  }
});

test('the dark theme colours the browser bar too', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#0b1120');
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', '#4f46e5');
});
