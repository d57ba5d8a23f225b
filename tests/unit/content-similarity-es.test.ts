/**
 * No near copies in Spanish (docs/content-rules.md): no two excuses on a Spanish page, and no two of
 * the Spanish generator's, tell the same situation in nearly the same words; across pages only
 * near-copies. Spanish has its own word measure (accents folded, Spanish stop words, a crude stem)
 * and no thesaurus yet, so it is held at the threshold where it catches rewordings an editor found;
 * the same-situation pairs it cannot see are the fresh readers' work (ADR 021).
 */
import { describe, expect, it } from 'vitest';
import { GENERATOR_POOL_ES } from '../../src/content/es/generator-pool';
import type { ExcusePageContent } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';
import { CROSS_PAGE_THRESHOLD, contentWordsEs, GENERATOR_GROUP, type Item, similarity, similarPairs } from '../content/similarity';

/** Where the Spanish measure flags a pair on one page (or in the generator). */
const SAME_PAGE_THRESHOLD_ES = 0.5;

/** A reworded pair a fresh reader found on a Spanish page (school/skip-presentation, since rewritten). */
const KNOWN_REPEATS_ES: readonly [string, string][] = [
  [
    'Hablar frente a todo el grupo me pone muy nervioso. ¿Podría hacer mi exposición en privado a la hora del recreo?',
    'En mi casa hablamos zapoteco, y exponer en español frente a todo el grupo me pone el doble de nerviosa. ¿Podría ensayarla una vez antes, sin todo el grupo enfrente?',
  ],
];

const modules = import.meta.glob<{ default: ExcusePageContent }>('../../src/content/es/pages/*/*.ts', { eager: true });
const items: Item[] = [
  ...Object.entries(modules).flatMap(([file, module]) => {
    const page = file.replace(/^.*\/pages\//, '').replace(/\.ts$/, '');
    return module.default.sections.flatMap((section) =>
      sectionExcuses(section).map((excuse) => ({ group: page, where: `${page}#${excuse.id}`, text: excuse.text })),
    );
  }),
  ...Object.entries(GENERATOR_POOL_ES).flatMap(([category, tones]) =>
    Object.entries(tones).flatMap(([tone, texts]) =>
      texts.map((text, index) => ({ group: GENERATOR_GROUP, where: `generator ${category}-${tone}-${index + 1}`, text })),
    ),
  ),
];

describe('similar Spanish excuses', () => {
  it('the Spanish measure flags the rewordings an editor found', () => {
    for (const [a, b] of KNOWN_REPEATS_ES)
      expect(similarity(contentWordsEs(a), contentWordsEs(b))).toBeGreaterThanOrEqual(SAME_PAGE_THRESHOLD_ES);
  });

  it('finds no pair of Spanish excuses telling the same situation in nearly the same words', () => {
    const flagged = similarPairs(items, { sameGroup: SAME_PAGE_THRESHOLD_ES, crossGroup: CROSS_PAGE_THRESHOLD }, contentWordsEs).map(
      (pair) => `${pair.score.toFixed(2)} ${pair.a.where} ~ ${pair.b.where}\n  ${pair.a.text}\n  ${pair.b.text}`,
    );
    expect(flagged).toEqual([]);
    expect(items.length).toBeGreaterThan(1900);
  });
});
