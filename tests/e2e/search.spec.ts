import { expect, expectNoAxeViolations, isPhone, test, waitForHydration } from './fixtures';

test('typing searches as you go, the URL follows, and back and forward move between searches', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search excuses' }).last();
  await box.fill('dentist');
  await expect(page).toHaveURL(/\/search\?q=dentist$/);
  await expect(page.locator('mark').first()).toHaveText(/dentist/i);
  await box.fill('train');
  await expect(page).toHaveURL(/\/search\?q=train$/);
  await expect(page.locator('mark').first()).toHaveText(/train/i);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=dentist$/);
  await expect(box).toHaveValue('dentist');
  await expect(page.locator('mark').first()).toHaveText(/dentist/i);
  await page.goForward();
  await expect(box).toHaveValue('train');
});

test('a nonsense word says nothing matches and offers the categories', async ({ page }) => {
  await page.goto('/search?q=zxqvwk');
  await expect(page.getByRole('heading', { name: /No excuses match/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Work & Professional' })).toBeVisible();
});

test('a result links to its excuse on its page, which is scrolled to and highlighted', async ({ page }) => {
  await page.goto('/search?q=dog');
  const link = page.getByRole('link', { name: /see it on the page/ }).first();
  const href = (await link.getAttribute('href')) as string;
  expect(href).toMatch(/#[a-z0-9-]+-\d+$/);
  await link.click();
  const id = href.split('#')[1] as string;
  await expect(page.locator(`li#${id}`)).toBeInViewport();
  await expect(page.locator(`li#${id}`)).toContainText(/dog/i);
});

test('the header search box (or the drawer on a phone) leads to the results', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('searchbox', { name: 'Search excuses' }).fill('train');
  } else {
    await page.getByRole('banner').getByRole('searchbox', { name: 'Search excuses' }).fill('train');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=train$/);
  await expect(page.locator('mark').first()).toHaveText(/train/i);
});

test('without JavaScript the search form still works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search excuses' }).last().fill('dog');
  await page.getByRole('button', { name: 'Search', exact: true }).last().click();
  await expect(page).toHaveURL(/\/search\?q=dog$/);
  await expect(page.locator('mark').first()).toHaveText(/dog/i);
  await context.close();
});

test('the search page has no accessibility violations, with and without results', async ({ page }) => {
  for (const path of ['/search', '/search?q=train', '/search?q=zxqvwk']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  }
});
