import { expect, expectNoAxeViolations, openWithClipboard, test, waitForHydration } from './fixtures';

const LATE = '/excuses/work/late-to-work';

test('a starred excuse is counted in the header, survives a reload and is listed on /saved, where it can be copied and removed', async ({
  page,
}) => {
  await openWithClipboard(page, LATE);
  const item = page.locator('li#traffic-3');
  const text = (await item.locator('p').textContent()) as string;
  await item.getByRole('button', { name: 'Save excuse' }).click();
  await expect(item.getByRole('button', { name: 'Remove from saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('saved-count')).toHaveText('1');

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('li#traffic-3').getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  await expect(page.getByTestId('saved-count')).toHaveText('1');

  await page.goto('/saved');
  await waitForHydration(page);
  const saved = page.locator('li[data-ref="/excuses/work/late-to-work#traffic-3"]');
  await expect(saved.locator('p')).toHaveText(text);
  await saved.getByRole('button', { name: 'Copy excuse' }).click();
  await expect(saved.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await saved.getByRole('button', { name: 'Remove from saved' }).click();
  await expect(page.getByText('No saved excuses yet.')).toBeVisible();
  await expect(page.getByTestId('saved-count')).toHaveCount(0);
});

test('a generated excuse can be saved too, and a saved excuse the site no longer has is dropped quietly', async ({ page }) => {
  await page.goto('/get-my-excuse?id=work-formal-3');
  await waitForHydration(page);
  await page.evaluate(() =>
    localStorage.setItem(
      'excusely:saved',
      JSON.stringify([{ ref: '/excuses/work/late-to-work#gone-99', text: 'An excuse an edit removed.', pageTitle: 'Being Late to Work' }]),
    ),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved');
  await waitForHydration(page);
  await expect(page.locator('li[data-ref="/get-my-excuse?id=work-formal-3"]')).toBeVisible();
  await expect(page.getByText('An excuse an edit removed.')).toHaveCount(0);
  await expect(page.getByText('1 saved excuse')).toBeVisible();
});

test('/saved is clean for axe, empty and full', async ({ page }) => {
  await page.goto('/saved');
  await waitForHydration(page);
  await expect(page.getByText('No saved excuses yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(LATE);
  await waitForHydration(page);
  await page.locator('li#home-1').getByRole('button', { name: 'Save excuse' }).click();
  await page.goto('/saved');
  await waitForHydration(page);
  await expect(page.getByText('1 saved excuse')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('without JavaScript /saved says plainly that saving needs it', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/saved');
  await expect(page.getByText('Saving excuses needs JavaScript')).toBeVisible();
  await context.close();
});
