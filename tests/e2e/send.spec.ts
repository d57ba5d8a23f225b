import { mailtoHref, smsHref } from '../../src/lib/send-links';
import { expect, expectNoAxeViolations, isPhone, test, waitForHydration } from './fixtures';

const LATE = '/excuses/work/late-to-work';

test('an excuse can be texted (phones) or emailed from one shared menu, correctly encoded, without leaving the page', async ({ page }) => {
  await page.goto(LATE);
  await waitForHydration(page);
  const item = page.locator('li#traffic-3');
  const text = (await item.locator('p').textContent()) as string;
  await item.getByRole('button', { name: 'Send excuse' }).click();
  const menu = page.getByRole('menu', { name: 'Send this message' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Email it' })).toHaveAttribute('href', mailtoHref(text));
  if (isPhone(page)) await expect(menu.getByRole('menuitem', { name: 'Text it' })).toHaveAttribute('href', smsHref(text));
  else await expect(menu.getByRole('menuitem', { name: 'Text it' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(item.getByRole('button', { name: 'Send excuse' })).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${LATE}$`));
  // Only one menu element exists for the whole page, not links beside every excuse.
  expect(await page.locator('a[href^="sms:"], a[href^="mailto:?"]').count()).toBe(0);
});

test('a template is emailed with its subject and its filled-in body', async ({ page }) => {
  await page.goto(`${LATE}#templates`);
  await waitForHydration(page);
  await page.getByRole('form', { name: 'Your details' }).getByLabel("Boss's Name").fill('Dana & Lee?');
  const first = page.locator('#templates article').first();
  await first.getByRole('button', { name: /Send message/ }).click();
  const href = (await page.getByRole('menuitem', { name: 'Email it' }).getAttribute('href')) as string;
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  expect(url.searchParams.get('subject')).toBe('Stuck in Traffic');
  expect(url.searchParams.get('body')).toContain('Hi Dana & Lee?,');
});

test('a generated excuse can be sent too', async ({ page }) => {
  await page.goto('/get-my-excuse?id=work-formal-3');
  await waitForHydration(page);
  const text = (await page.getByTestId('excuse-text').textContent()) as string;
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Email it' })).toHaveAttribute('href', mailtoHref(text));
});
