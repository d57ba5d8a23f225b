/**
 * Jokes with more than one shape (docs/content-guide.md): the generator's funny and outrageous
 * tones tag every line with the structure an editor read in it, in src/content/generator-shapes.ts.
 * The tags are written by reading the lines, not derived from their words; this holds the pool to
 * them: at most 10 of a tone's 60 lines in the "I can't / I'm late ... because ..." shape, at least
 * six shapes per tone, and none of the stock clichés.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GENERATOR_CATEGORIES } from '../../src/content/generator';
import { GENERATOR_POOL } from '../../src/content/generator-pool';
import { GENERATOR_SHAPES, type JokeShape } from '../../src/content/generator-shapes';

const JOKE_TONES = ['funny', 'outrageous'] as const;
const MAX_BECAUSE_PER_TONE = 10;
const MIN_SHAPES_PER_TONE = 6;
/** Stock jokes a reader has seen too often to laugh at. */
const CLICHES = [/avocado/i, /bermuda/i, /algebra homework/i];

const shapesOf = (tone: (typeof JOKE_TONES)[number]): JokeShape[] =>
  GENERATOR_CATEGORIES.flatMap((category) => [...GENERATOR_SHAPES[tone][category]]);

describe('generator joke shapes', () => {
  it.each(JOKE_TONES)('%s: one shape per line, in the order of the pool', (tone) => {
    for (const category of GENERATOR_CATEGORIES) {
      expect(GENERATOR_SHAPES[tone][category], `${tone}/${category}`).toHaveLength(10);
      expect(GENERATOR_SHAPES[tone][category]).toHaveLength(GENERATOR_POOL[category][tone].length);
    }
  });

  it.each(JOKE_TONES)(`%s: at most ${MAX_BECAUSE_PER_TONE} of 60 lines in the "because" shape`, (tone) => {
    expect(shapesOf(tone).filter((shape) => shape === 'because').length).toBeLessThanOrEqual(MAX_BECAUSE_PER_TONE);
  });

  it.each(JOKE_TONES)(`%s: at least ${MIN_SHAPES_PER_TONE} different shapes`, (tone) => {
    expect(new Set(shapesOf(tone)).size).toBeGreaterThanOrEqual(MIN_SHAPES_PER_TONE);
  });

  it('has none of the stock clichés anywhere in the pool', () => {
    const lines = GENERATOR_CATEGORIES.flatMap((category) => Object.values(GENERATOR_POOL[category]).flat());
    expect(lines.filter((line) => CLICHES.some((cliche) => cliche.test(line)))).toEqual([]);
  });

  it('is never imported by the site code, so it never reaches the browser', () => {
    const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
      });
    const importers = files(srcDir).filter(
      (file) => !file.endsWith('generator-shapes.ts') && /generator-shapes/.test(readFileSync(file, 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
