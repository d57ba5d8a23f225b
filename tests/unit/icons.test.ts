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

describe('list button icons (CSS masks)', () => {
  const drawing = (file: string) =>
    readFileSync(new URL(`../../src/components/ui/mask-icons/${file}.svg`, import.meta.url), 'utf8').match(/<svg[^>]*>(.*)<\/svg>/s)?.[1];
  const symbol = (id: string) => sprite.match(new RegExp(`<symbol id="${id}"[^>]*>(.*?)</symbol>`))?.[1];

  it("draw the same as the sprite's symbols, so an icon looks alike wherever it appears", () => {
    for (const [file, id] of [
      ['star', 'star'],
      ['star-filled', 'star'],
      ['send', 'send'],
      ['copy', 'copy'],
      ['check', 'check'],
    ] as const) {
      expect(drawing(file), file).toBe(symbol(id));
    }
  });
});
