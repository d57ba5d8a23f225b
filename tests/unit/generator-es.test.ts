/**
 * The generator's Spanish pool (src/content/es/generator-pool.ts): the same 240 ids as English, each
 * line the same excuse written for Spanish readers (so the situation labels of
 * src/content/generator-situations hold for both), every line through the Spanish gates, `usted`
 * only in the formal tone, and no line twice.
 */
import { describe, expect, it } from 'vitest';
import { GENERATOR_POOL_ES } from '../../src/content/es/generator-pool';
import { GENERATOR_CATEGORIES, TONES } from '../../src/content/generator';
import { GENERATOR_POOL } from '../../src/content/generator-pool';
import { foldSpanish, spanishProblems } from '../content/spanish';

const words = (text: string) => text.trim().split(/\s+/).length;
const lines = GENERATOR_CATEGORIES.flatMap((category) =>
  TONES.flatMap((tone) => GENERATOR_POOL_ES[category][tone].map((text, index) => ({ id: `${category}-${tone}-${index + 1}`, tone, text }))),
);

describe('the Spanish generator pool', () => {
  it('has every English id, ten a category and tone', () => {
    for (const category of GENERATOR_CATEGORIES) {
      for (const tone of TONES)
        expect(GENERATOR_POOL_ES[category][tone], `${category}-${tone}`).toHaveLength(GENERATOR_POOL[category][tone].length);
    }
    expect(lines).toHaveLength(240);
  });

  it('writes each line as one or two sentences of 6 to 44 words, none twice', () => {
    for (const { id, text } of lines) {
      expect(words(text), `${id}: ${text}`).toBeGreaterThanOrEqual(6);
      expect(words(text), `${id}: ${text}`).toBeLessThanOrEqual(44);
    }
    const folded = lines.map(({ text }) => foldSpanish(text));
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('passes the Spanish gates, with usted only in the formal tone', () => {
    const problems = lines.flatMap(({ id, tone, text }) => spanishProblems(id, text, { formal: tone === 'formal' }));
    expect(problems.map(({ where, problem }) => `${where}: ${problem}`)).toEqual([]);
  });
});
