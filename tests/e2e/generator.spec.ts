import { ALL_EXCUSES } from '../../src/lib/pool';
import { COPIED_MS, GENERATION_DELAY_MS } from '../../src/lib/timings';
import { PATHS } from '../../src/paths';
import { expect, holdRequests, isHydrated, pauseClock, test, waitForHydration } from './fixtures';

test('generates an excuse after exactly the generation delay, with disabled controls and a slot machine meanwhile', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The page's own timers run on Playwright's clock, so the test controls time instead of waiting for it.
  await page.clock.install();
  await page.goto(PATHS.generator);
  await waitForHydration(page);
  const situation = page.getByLabel('Situation');
  const style = page.getByLabel('Style');
  await expect(situation).toHaveValue('random');
  await expect(style).toHaveValue('plausible');
  await situation.selectOption('work');
  await style.selectOption('formal');
  await pauseClock(page);

  await page.getByRole('button', { name: 'Get My Excuse!' }).click();
  await expect(page.getByText('Finding Perfect Excuse...')).toBeVisible();
  await expect(page.getByTestId('slot-machine').getByTestId('reel')).toHaveCount(3);
  for (const reel of await page.getByTestId('reel').all()) await expect(reel.locator('span')).toHaveCount(20);
  await expect(situation).toBeDisabled();
  await expect(style).toBeDisabled();
  await expect(page.locator('main form button[type="submit"]')).toBeDisabled();

  const result = page.getByTestId('excuse-text');
  await page.clock.runFor(GENERATION_DELAY_MS - 50);
  await expect(page.getByText('Finding Perfect Excuse...')).toBeVisible();
  await expect(result).toBeHidden();
  await page.clock.runFor(50);
  await expect(result).toBeVisible();
  const text = await result.textContent();
  expect(ALL_EXCUSES.find((excuse) => excuse.text === text)).toMatchObject({ category: 'work', tone: 'formal' });
  await expect(page.getByText('Finding Perfect Excuse...')).toBeHidden();
  await expect(situation).toBeEnabled();

  await page.getByRole('button', { name: 'Copy Excuse' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await page.clock.runFor(COPIED_MS);
  await expect(page.getByRole('button', { name: 'Copy Excuse' })).toBeVisible();

  const another = page.getByRole('button', { name: 'Get Another!' });
  await another.click();
  await expect(result).toBeHidden();
  await expect(page.getByText('Finding Perfect Excuse...')).toBeVisible();
  await page.clock.runFor(GENERATION_DELAY_MS);
  await expect(result).toBeVisible();
});

test('the result lives in a status region that exists before it changes', async ({ page }) => {
  await page.clock.install();
  await page.goto(PATHS.generator);
  await waitForHydration(page);
  const region = page.locator('main [role="status"][aria-live="polite"]');
  await expect(region).toHaveCount(1);
  await expect(region).toBeEmpty();
  await page.getByRole('button', { name: 'Get My Excuse!' }).click();
  await expect(region).toContainText('Finding Perfect Excuse...');
  await page.clock.runFor(GENERATION_DELAY_MS);
  await expect(region.getByTestId('excuse-result')).toBeVisible();
});

test('a shared excuse is shown once, under a lead that says it was sent, until the visitor asks for another', async ({ page }) => {
  await page.clock.install();
  await page.goto('/get-my-excuse?id=work-formal-3');
  await waitForHydration(page);
  const text = ALL_EXCUSES.find((excuse) => excuse.id === 'work-formal-3')?.text as string;
  const lede = page.locator('main h1 + p');
  await expect(lede).toHaveText(/^Someone sent you this excuse\./);
  await expect(page.getByText(text)).toHaveCount(1);
  await page.getByRole('button', { name: 'Get Another!' }).click();
  await expect(lede).toHaveText(/^Pick a situation and a style/);
  await page.clock.runFor(GENERATION_DELAY_MS);
  await expect(page.getByTestId('excuse-result')).toBeVisible();
  await expect(lede).toHaveText(/^Pick a situation and a style/);
  // The shared excuse counts as shown: the next one of its situation and style is another.
  await expect(page.getByTestId('excuse-text')).not.toHaveText(text);
});

test('shows every excuse of a situation and style once before any comes again, across a reload', async ({ page }) => {
  const texts = new Set(
    ALL_EXCUSES.filter((excuse) => excuse.category === 'family' && excuse.tone === 'funny').map((excuse) => excuse.text),
  );
  expect(texts.size).toBe(10);
  const result = page.getByTestId('excuse-text');
  const shown: string[] = [];
  async function open() {
    await waitForHydration(page);
    await page.getByLabel('Situation').selectOption('family');
    await page.getByLabel('Style').selectOption('funny');
    await pauseClock(page);
  }
  async function getExcuses(count: number) {
    for (let i = 0; i < count; i++) {
      await page.locator('main form button[type="submit"]').click();
      await expect(page.getByText('Finding Perfect Excuse...')).toBeVisible();
      await page.clock.runFor(GENERATION_DELAY_MS);
      await expect(result).toBeVisible();
      shown.push((await result.textContent()) ?? '');
    }
  }

  await page.clock.install();
  await page.goto(PATHS.generator);
  await open();
  await getExcuses(4);
  // The rotation lives in the browser's storage, so a reload carries on the same cycle. The clock
  // flows again while the page loads and hydrates, and is paused again before the next excuse.
  await page.clock.resume();
  await page.reload();
  await open();
  await getExcuses(7);

  for (const text of shown) expect(texts).toContain(text);
  expect(new Set(shown.slice(0, 10)).size, shown.join('\n')).toBe(10);
  // A new cycle begins, and never with the excuse that ended the last one.
  expect(shown[10]).not.toBe(shown[9]);
});

test('a clipboard failure on the result shows the Error toast', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true });
  });
  await page.goto('/get-my-excuse?id=school-funny-4');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy Excuse' }).click();
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Unable to copy to clipboard.');
  await expect(toast).toBeHidden();
});

test('share copies the link where there is no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/get-my-excuse?id=work-formal-3');
  await waitForHydration(page);
  await expect(page.getByTestId('excuse-text')).toHaveText(ALL_EXCUSES.find((excuse) => excuse.id === 'work-formal-3')?.text as string);
  await expect(page.getByRole('button', { name: 'Get Another!' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/get-my-excuse\?id=work-formal-3$/);
});

test('share uses the share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: async (data: unknown) => {
        shared.push(data);
      },
      configurable: true,
    });
  });
  await page.goto('/get-my-excuse?id=dating-outrageous-1');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]?.url).toMatch(/\/get-my-excuse\?id=dating-outrageous-1$/);
});

test("a tap on a shared excuse's buttons before their code arrives is made once it has, the last tap only", async ({ page }) => {
  const resultCode = await holdRequests(page, /\/assets\/excuse-result-[^/]+\.js$/);
  await page.goto('/get-my-excuse?id=work-formal-3');
  await waitForHydration(page, { widgets: false });
  expect(await isHydrated(page, '#excuse-result')).toBe(false);
  // Two taps on Save: saving then unsaving would leave nothing saved.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await save.click();
  await expect(page.getByTestId('saved-count')).toBeHidden();

  resultCode.release();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('saved-count')).toHaveText('1');
});

test('under reduced motion the reels do not spin, but the wait stays', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto(PATHS.generator);
  await waitForHydration(page);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Get My Excuse!' }).click();
  const reel = page.getByTestId('reel').first();
  await expect(reel).toBeVisible();
  expect(await reel.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.clock.runFor(GENERATION_DELAY_MS / 2);
  await expect(page.getByText('Finding Perfect Excuse...')).toBeVisible();
  await page.clock.runFor(GENERATION_DELAY_MS / 2);
  await expect(page.getByTestId('excuse-text')).toBeVisible();
});

test('without JavaScript the selectors are a GET form the server answers', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATHS.generator);
  await page.getByLabel('Situation').selectOption('school');
  await page.getByLabel('Style').selectOption('funny');
  await page.getByRole('button', { name: 'Get My Excuse!' }).click();
  await expect(page).toHaveURL(/\/get-my-excuse\?category=school&tone=funny$/);
  const text = await page.getByTestId('excuse-text').textContent();
  expect(ALL_EXCUSES.find((excuse) => excuse.text === text)).toMatchObject({ category: 'school', tone: 'funny' });
  await expect(page.getByRole('link', { name: 'Link to this excuse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Excuse' })).toBeHidden();
  await page.goto('/get-my-excuse?category=space');
  await expect(page.getByRole('alert')).toContainText('Unknown situation "space"');
  await context.close();
});
