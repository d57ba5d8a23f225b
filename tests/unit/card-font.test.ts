/**
 * The share cards are drawn with the Inter files in fonts/: every character a card can show, in
 * both languages (the excuses of the generator, the labels, ñ, ¿, ¡ and every accent), must be in
 * them, or the card would draw a blank box. Reads each WOFF's character map (format 4).
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';
import { GENERATORS } from '../../src/lib/generators';

/** The code points a WOFF 1.0 font maps to glyphs. */
function characterMap(file: string): Set<number> {
  const woff = readFileSync(new URL(`../../fonts/${file}`, import.meta.url));
  const tables = woff.readUInt16BE(12);
  for (let index = 0; index < tables; index += 1) {
    const entry = 44 + index * 20;
    if (woff.toString('latin1', entry, entry + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    const cmap = compressed < length ? inflateSync(raw) : raw;
    const codes = new Set<number>();
    for (let sub = 0; sub < cmap.readUInt16BE(2); sub += 1) {
      const at = cmap.readUInt32BE(4 + sub * 8 + 4);
      if (cmap.readUInt16BE(at) !== 4) continue;
      const segments = cmap.readUInt16BE(at + 6) / 2;
      for (let segment = 0; segment < segments; segment += 1) {
        const end = cmap.readUInt16BE(at + 14 + segment * 2);
        const start = cmap.readUInt16BE(at + 16 + segments * 2 + segment * 2);
        for (let code = start; code <= end && code !== 0xffff; code += 1) codes.add(code);
      }
    }
    return codes;
  }
  throw new Error(`${file} has no cmap table`);
}

const FONTS = ['inter-latin-400-normal.woff', 'inter-latin-600-normal.woff', 'inter-latin-800-normal.woff'];

describe('the share cards’ font', () => {
  it('has every character of both languages’ excuses and card labels, ñ, ¿ and ¡ included', () => {
    const texts = [
      ...GENERATORS.en.all.map((excuse) => excuse.text),
      ...GENERATORS.es.all.map((excuse) => excuse.text),
      ...[en, es].flatMap((t) => [t.generator.cardFooter, ...Object.values(t.generator.categories), ...Object.values(t.generator.tones)]),
      ...[en, es].flatMap((t) => [...Object.values(t.catalog.pages), ...Object.values(t.catalog.categories), t.home.heading]),
      'ñÑ¿¡áéíóúüÁÉÍÓÚÜ',
    ];
    const characters = new Set([...texts.join('')].map((char) => char.codePointAt(0) as number));
    for (const font of FONTS) {
      const map = characterMap(font);
      const missing = [...characters].filter((code) => !map.has(code) && code > 0x20).map((code) => String.fromCodePoint(code));
      expect(missing, font).toEqual([]);
    }
  });
});
