/**
 * The situation inventory (docs/content-guide.md): every excuse carries an editor's label of what
 * it is about; a label appears once per page at most and on two pages at most. Labels are read,
 * not derived from the words, so this holds the writing to one situation per excuse.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/content/catalog';
import { GENERATOR_CATEGORIES, TONES } from '../../src/content/generator';
import { GENERATOR_POOL } from '../../src/content/generator-pool';
import { ABOUT, PRIVACY, TERMS } from '../../src/content/info-pages';
import type { ExcusePageContent, SituationLabels } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';
import { inventoryProblems, labelledPages, normalLabel } from '../content/situations';

const pages = labelledPages(
  import.meta.glob<{ default: ExcusePageContent }>('../../src/content/pages/*/*.ts', { eager: true }),
  import.meta.glob<{ default: SituationLabels }>('../../src/content/situations/*/*.ts', { eager: true }),
);
const problems = inventoryProblems(pages);

describe('situation inventory', () => {
  it('labels every excuse, and only excuses that exist', () => {
    expect(problems.unlabelled).toEqual([]);
    expect(problems.orphanLabels).toEqual([]);
  });

  it('writes labels as short lowercase phrases', () => {
    expect(problems.badLabels).toEqual([]);
  });

  it('tells each situation once per page', () => {
    expect(problems.repeatedOnPage).toEqual([]);
  });

  it('tells each situation on two pages at most', () => {
    expect(problems.overusedSiteWide).toEqual([]);
  });

  it('finds a repeat when one is planted', () => {
    const [first, second, third] = pages;
    if (!first?.labels || !second?.labels || !third?.labels) throw new Error('three labelled pages expected');
    const planted = Object.values(first.labels)[0] as string;
    const withLabel = (page: typeof first, ids: string[]) => ({
      ...page,
      labels: { ...page.labels, ...Object.fromEntries(ids.map((id) => [id, planted])) },
    });
    const ids = (page: typeof first) => page.content.sections.flatMap((section) => sectionExcuses(section).map((e) => e.id));
    expect(inventoryProblems([withLabel(first, ids(first).slice(0, 2))]).repeatedOnPage).toHaveLength(1);
    const threePages = [withLabel(first, []), withLabel(second, ids(second).slice(0, 1)), withLabel(third, ids(third).slice(0, 1))];
    expect(inventoryProblems(threePages).overusedSiteWide).toHaveLength(1);
  });
});

describe("the generator pool's situations", () => {
  const poolLabels = import.meta.glob<{ default: SituationLabels }>('../../src/content/generator-situations/*.ts', { eager: true });
  const labelOf = new Map(Object.values(poolLabels).flatMap((module) => Object.entries(module.default)));
  const ids = GENERATOR_CATEGORIES.flatMap((category) =>
    TONES.flatMap((tone) => GENERATOR_POOL[category][tone].map((_, index) => `${category}-${tone}-${index + 1}`)),
  );
  const problems = poolInventoryProblems(ids, labelOf);

  it('labels every built-in excuse, and only those', () => {
    expect(problems.unlabelled).toEqual([]);
    expect(problems.orphans).toEqual([]);
    expect(problems.badLabels).toEqual([]);
  });

  it('tells each situation once per category and twice in the pool at most', () => {
    expect(problems.repeatedInCategory).toEqual([]);
    expect(problems.overused).toEqual([]);
  });

  it('finds a repeat when one is planted', () => {
    const planted = new Map(labelOf);
    planted.set('work-formal-2', labelOf.get('work-formal-1') as string);
    planted.set('dating-formal-1', labelOf.get('work-formal-1') as string);
    const found = poolInventoryProblems(ids, planted);
    expect(found.repeatedInCategory).toHaveLength(1);
    expect(found.overused).toHaveLength(1);
  });
});

/** The pool's inventory: one label per id, once per category (a visitor's draw), twice in the pool at most. */
function poolInventoryProblems(ids: readonly string[], labelOf: ReadonlyMap<string, string>) {
  const idsByLabel = new Map<string, string[]>();
  for (const id of ids) {
    const label = labelOf.get(id);
    if (label) idsByLabel.set(normalLabel(label), [...(idsByLabel.get(normalLabel(label)) ?? []), id]);
  }
  const category = (id: string) => id.split('-')[0];
  return {
    unlabelled: ids.filter((id) => !labelOf.get(id)),
    orphans: [...labelOf.keys()].filter((id) => !ids.includes(id)),
    badLabels: [...labelOf.values()].filter((label) => !/^[a-z0-9][a-z0-9 ,'/&-]{2,48}$/.test(label)),
    repeatedInCategory: [...idsByLabel]
      .filter(([, labelIds]) => new Set(labelIds.map(category)).size < labelIds.length)
      .map(([label]) => label),
    overused: [...idsByLabel].filter(([, labelIds]) => labelIds.length > 2).map(([label]) => label),
  };
}

describe('verbal tics', () => {
  it('uses "I\'d rather" in one excuse per page at most', () => {
    for (const { path, content } of pages) {
      const uses = content.sections.flatMap((section) => sectionExcuses(section)).filter((excuse) => /\bI'd rather\b/i.test(excuse.text));
      expect(uses.length, `${path}: ${uses.map((excuse) => excuse.id).join(', ')}`).toBeLessThanOrEqual(1);
    }
  });
});

/** Britishisms and slips an American reader trips on, each as it would be written by mistake. */
const NOT_AMERICAN = [
  /\bcancell(?:ing|ed|ation)\b/i,
  /\bgutted\b/i,
  /\bring (?:you|me|him|her|them|us)\b/i,
  /\bfootsore\b/i,
  /\bmany happy returns\b/i,
  /\bshall we\b/i,
  /\b(?:good|bad|my|your|top|full) marks\b/i,
  /\blaying low\b/i,
  /\b(?:colour|favourite|organis(?:e|ed|es|ing|ation)|realis(?:e|ed|es|ing)|apologis(?:e|ed|es|ing)|whilst|fortnight|mum)\b/i,
];

describe('wording', () => {
  const texts = [
    ...pages.flatMap(({ path, content }) => allStrings(content).map((text) => ({ where: path, text }))),
    ...[ABOUT, PRIVACY, TERMS].flatMap((page) => allStrings(page.sections).map((text) => ({ where: page.path, text }))),
    ...allStrings(CATALOGS.en).map((text) => ({ where: 'catalog', text })),
    ...Object.values(GENERATOR_POOL).flatMap((tones) =>
      Object.values(tones)
        .flat()
        .map((text) => ({ where: 'generator', text })),
    ),
  ];

  it('is written in American English', () => {
    const slips = texts.filter(({ text }) => NOT_AMERICAN.some((pattern) => pattern.test(text)));
    expect(slips.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });
});

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}
