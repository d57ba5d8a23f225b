import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../src/components/ui/icon';

const sprite = readFileSync(new URL('../../src/components/ui/icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe('icon sprite', () => {
  it('draws every icon the components can name, and nothing else', () => {
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('gives every symbol its view box but no fill or stroke, which its copies take from the <svg> using it (so a class can fill a star)', () => {
    for (const symbol of sprite.matchAll(/<symbol [^>]*>/g)) {
      expect(symbol[0]).toContain('viewBox="0 0 24 24"');
      expect(symbol[0]).not.toMatch(/\b(fill|stroke)=/);
    }
  });
});

describe('list button icons (one CSS mask sprite)', () => {
  const listSprite = readFileSync(new URL('../../src/components/ui/list-icons.svg', import.meta.url), 'utf8');
  const drawing = (id: string) => listSprite.match(new RegExp(`<g id="${id}"[^>]*>(.*?)</g>`))?.[1];
  const symbol = (id: string) => sprite.match(new RegExp(`<symbol id="${id}"[^>]*>(.*?)</symbol>`))?.[1];

  it("draw the same as the sprite's symbols, so an icon looks alike wherever it appears", () => {
    for (const [id, symbolId] of [
      ['star', 'star'],
      ['star-filled', 'star'],
      ['send', 'send'],
      ['copy', 'copy'],
      ['check', 'check'],
    ] as const) {
      expect(drawing(id), id).toBe(symbol(symbolId));
    }
  });

  it('places each drawing in the 24-unit column its mask-position in styles.css points at', () => {
    const css = readFileSync(new URL('../../src/styles.css', import.meta.url), 'utf8');
    const columns = [...listSprite.matchAll(/<g id="([^"]+)" transform="translate\((\d+)\)"/g)].map((match) => [
      match[1],
      Number(match[2]) / 24,
    ]);
    expect(columns).toEqual([
      ['star', 0],
      ['star-filled', 1],
      ['send', 2],
      ['copy', 3],
      ['check', 4],
    ]);
    expect(css).toContain('[data-save-excuse][aria-pressed="true"]::before {\n    mask-position: -1rem 0;');
    expect(css).toContain('[data-send-excuse]::before {\n    mask-position: -2rem 0;');
    expect(css).toContain('[data-copy-excuse]::before {\n    mask-position: -3rem 0;');
    expect(css).toContain('[data-copy-excuse][data-copied]::before {\n    mask-position: -4rem 0;');
  });
});
