// Saves screenshots of the given paths at 390 px and 1280 px under /tmp and prints console messages.
// Usage: node scripts/screenshots.mjs http://localhost:3000 / /about   (FULL=1 for full pages, DARK=1 for the dark theme)
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium with the flags this machine needs (shared with playwright.config.ts). */
const launchOptions = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

const [, , base, ...paths] = process.argv;
const browser = await chromium.launch(launchOptions);
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width === 390 ? 844 : 900 },
    colorScheme: process.env.DARK === '1' ? 'dark' : 'light',
  });
  page.on('console', (m) => console.log(width, 'console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log(width, 'pageerror', e.message));
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `/tmp/shot-${width}${process.env.DARK === '1' ? '-dark' : ''}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
    console.log('saved', name);
  }
  await page.close();
}
await browser.close();
