import { ALL_EXCUSES as SPANISH_EXCUSES } from '../../src/lib/pool-es';
import { expect, expectNoAxeViolations, openWithClipboard, test, waitForHydration } from './fixtures';

const LATE_EN = '/excuses/work/late-to-work';
const LATE_ES = '/es/excusas/trabajo/llegar-tarde';

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('is offered the Spanish page once, on an English page, and the choice is remembered', async ({ page }) => {
    await page.goto(LATE_EN);
    await waitForHydration(page);
    const offer = page.getByRole('complementary', { name: 'Esta página también está en español.' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toHaveCount(0);
    // The offer's code loads when the page is idle: once it has, and React has rendered it, no offer.
    const offerLoaded = page.waitForResponse(/\/assets\/language-suggestion-[\w-]+\.js$/);
    await page.reload();
    await waitForHydration(page);
    await offerLoaded;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The page is the same English page for everyone: the offer is the browser's, and it stays away now.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(offer).toHaveCount(0);
  });

  test('follows the offer to the same page in Spanish', async ({ page }) => {
    await page.goto(LATE_EN);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Leerla en español' }).click();
    await expect(page).toHaveURL(LATE_ES);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Llegar tarde al trabajo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('moves between the languages with the language link, page for page', async ({ page }) => {
    await page.goto(LATE_ES);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(LATE_EN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Being Late to Work');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(LATE_ES);
  });

  test('gets a Spanish excuse from the generator, with Spanish buttons and a Spanish share link', async ({ page }) => {
    await openWithClipboard(page, '/es/generador-de-excusas');
    await page.getByRole('button', { name: '¡Dame mi excusa!' }).click();
    const result = page.getByTestId('excuse-text');
    await expect(result).toBeVisible({ timeout: 10_000 });
    const text = (await result.textContent()) as string;
    expect(SPANISH_EXCUSES.map((excuse) => excuse.text)).toContain(text);
    await page.getByRole('button', { name: 'Copiar excusa' }).click();
    await expect(page.getByText('¡Copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expect(page.getByRole('link', { name: 'Enlace a esta excusa' })).toHaveAttribute('href', /^\/es\/generador-de-excusas\?id=/);
    await expect(page.getByRole('button', { name: '¡Dame otra!' })).toBeVisible();
  });

  test('saves an excuse on a Spanish page and finds it under /es/guardadas', async ({ page }) => {
    await page.goto(LATE_ES);
    await waitForHydration(page);
    const item = page.locator('li#traffic-3');
    const text = (await item.locator('p').textContent()) as string;
    await item.getByRole('button', { name: 'Guardar la excusa' }).click();
    await expect(item.getByRole('button', { name: 'Quitar de guardadas' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/es/guardadas');
    await waitForHydration(page);
    const saved = page.locator(`li[data-ref="${LATE_ES}#traffic-3"]`);
    await expect(saved.locator('p')).toHaveText(text);
    await expect(saved.getByRole('link', { name: 'De Llegar tarde al trabajo' })).toBeVisible();
    await expect(page.getByText('1 excusa guardada, la más reciente al final.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('searches in Spanish without accents and lands on the excuse', async ({ page }) => {
    await page.goto('/es/buscar?q=reunion');
    await waitForHydration(page);
    await expect(page.getByText(/excusas? coinciden? con "reunion"/)).toBeVisible();
    const first = page.locator('main li').first();
    await expect(first.locator('mark').first()).toHaveText(/reuni[oó]n/i);
    await first.getByRole('link', { name: /verla en su página/ }).click();
    await expect(page).toHaveURL(/^[^#]*\/es\/excusas\/[^#]+#[a-z-]+-\d+$/);
  });

  test('gets the Spanish 404 page under /es', async ({ page, problems }) => {
    problems.allow(/404 \(Not Found\)/);
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '¡Uy! No encontramos la página' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La excusa justa, lista cuando la necesitas');
  });
});

test('a browser that prefers English is offered the English version of a Spanish page', async ({ page }) => {
  await page.goto(LATE_ES);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Read it in English' }).click();
  await expect(page).toHaveURL(LATE_EN);
});
