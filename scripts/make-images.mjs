// Renders the share image and the PNG/ICO icons in public/ from public/favicon.svg with Chromium.
// Run once after changing the artwork: node scripts/make-images.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium with the flags this machine needs (shared with playwright.config.ts). */
const launchOptions = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));

const svg = readFileSync('public/favicon.svg', 'utf8');
const browser = await chromium.launch(launchOptions);

async function render(html, width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<html><body style="margin:0">${html}</body></html>`);
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

const icon = (size) =>
  render(
    `<div style="width:${size}px;height:${size}px">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</div>`,
    size,
    size,
  );

writeFileSync('public/apple-touch-icon.png', await icon(180));
// Web app manifest icons; the maskable one keeps the artwork inside the central safe zone (80 %)
// on a full-bleed brand background, so launchers can crop it to any shape.
writeFileSync('public/icon-192.png', await icon(192));
writeFileSync('public/icon-512.png', await icon(512));
const maskable = (size) =>
  render(
    `<div style="width:${size}px;height:${size}px;background:#4f46e5;display:flex;align-items:center;justify-content:center">${svg
      .replace('<svg ', `<svg width="${Math.round(size * 0.7)}" height="${Math.round(size * 0.7)}" `)
      .replace('rx="14"', 'rx="0"')}</div>`,
    size,
    size,
  );
writeFileSync('public/icon-maskable-512.png', await maskable(512));
// An ICO file may hold PNG data directly: a 6-byte header, one 16-byte directory entry, the PNG.
const png32 = await icon(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png32]));

const share = `<div style="width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;padding:0 96px;box-sizing:border-box;font-family:system-ui,sans-serif;background:linear-gradient(135deg,#eef2ff,#ffffff 60%,#fef3c7)">
  <div style="display:flex;align-items:center;gap:24px">${svg.replace('<svg ', '<svg width="96" height="96" ')}<span style="font-size:72px;font-weight:800;color:#0f172a">Excusely</span></div>
  <p style="font-size:44px;line-height:1.25;color:#334155;margin:40px 0 0;max-width:900px">Ready-made excuses for work, school, dates and everything in between.</p>
  <p style="font-size:28px;color:#4f46e5;font-weight:700;margin:32px 0 0">Copy one, or generate your own.</p></div>`;
writeFileSync('public/og-image.png', await render(share, 1200, 630));
await browser.close();
console.log('wrote public/apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png, favicon.ico, og-image.png');
