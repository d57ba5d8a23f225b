import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/site';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const png = readFileSync(`public${file}`);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

describe('web app manifest', () => {
  const manifest = JSON.parse(readFileSync('public/site.webmanifest', 'utf8'));

  it('is installable: name, start URL, standalone display, theme colour', () => {
    expect(manifest).toMatchObject({ name: SITE.brand, start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists 192 and 512 px PNG icons, one of them maskable, each the size it claims', () => {
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    for (const size of ['192x192', '512x512']) expect(pngs.some((icon: { sizes: string }) => icon.sizes === size)).toBe(true);
    expect(pngs.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) expect(pngSize(icon.src).join('x'), icon.src).toBe(icon.sizes);
  });
});
