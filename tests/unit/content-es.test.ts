/**
 * Every Spanish excuse page against its English pair and the rules of docs/content-rules.md
 * (Spanish): the same sections in the same order, at least half of each section's English excuses
 * kept under their ids (never fewer than 5 lines), the same extras, the sentence rules, the
 * situation inventory, and the Spanish gates (spelling, English leftovers, ¿¡, usted, dashes).
 */
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../src/content/catalog';
import type { ExcusePageContent, SituationLabels } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';
import { placeholdersIn } from '../../src/lib/placeholders';
import { inventoryProblems } from '../content/situations';
import { foldSpanish, spanishProblems, stringsWithin } from '../content/spanish';

type PageModule = { default: ExcusePageContent };
type LabelModule = { default: SituationLabels };
const keyOf = (file: string, folder: string) => file.slice(file.indexOf(folder) + folder.length).replace(/\.ts$/, '');

const english = import.meta.glob<PageModule>('../../src/content/pages/*/*.ts', { eager: true });
const spanish = import.meta.glob<PageModule>('../../src/content/es/pages/*/*.ts', { eager: true });
const englishLabels = import.meta.glob<LabelModule>('../../src/content/situations/*/*.ts', { eager: true });
const spanishLabels = import.meta.glob<LabelModule>('../../src/content/es/situations/*/*.ts', { eager: true });

const byKey = <T>(modules: Record<string, { default: T }>, folder: string) =>
  new Map(Object.entries(modules).map(([file, module]) => [keyOf(file, folder), module.default]));
const EN = byKey(english, '/content/pages/');
const ES = byKey(spanish, '/es/pages/');
const EN_LABELS = byKey(englishLabels, '/content/situations/');
const ES_LABELS = byKey(spanishLabels, '/es/situations/');

/** A Spanish page's labels: the English ones of the excuses it keeps, its own for the lines written for it. */
function labelsOf(key: string): SituationLabels {
  const spanish = ES.get(key);
  const ids = new Set(spanish?.sections.flatMap((section) => sectionExcuses(section).map((excuse) => excuse.id)) ?? []);
  const kept = Object.entries(EN_LABELS.get(key) ?? {}).filter(([id]) => ids.has(id));
  return { ...Object.fromEntries(kept), ...ES_LABELS.get(key) };
}

const SPANISH_PATHS = new Map(CATALOGS.es.flatMap((category) => category.pages.map((page) => [page.key, page.path] as const)));
const SPANISH_ROUTES = new Set([...SPANISH_PATHS.values(), '/es', '/es/generador-de-excusas']);
const pages = [...ES].map(([key, content]) => ({ key, content, english: EN.get(key) as ExcusePageContent }));

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
/** At least half of a section's English excuses are kept, rounded up (a section never has fewer than 5). */
const keptAtLeast = (englishCount: number) => Math.ceil(englishCount / 2);

describe('Spanish excuse pages', () => {
  it('each is a page of the Spanish catalog with an English pair', () => {
    for (const { key, english } of pages) {
      expect(SPANISH_PATHS.has(key), `${key} has no Spanish address in the catalog`).toBe(true);
      expect(english, `${key} has no English page`).toBeDefined();
    }
  });

  describe.each(pages)('$key', ({ key, content, english }) => {
    it('has the English sections, in order, each with enough kept and written lines', () => {
      expect(content.category).toBe(english.category);
      expect(content.sections.map((section) => section.id)).toEqual(english.sections.map((section) => section.id));
      content.sections.forEach((section, index) => {
        const englishSection = english.sections[index] as (typeof english.sections)[number];
        const numbers = Object.keys(section.excuses).map(Number);
        const kept = numbers.filter((number) => number in englishSection.excuses);
        const written = numbers.filter((number) => !(number in englishSection.excuses));
        const englishCount = Object.keys(englishSection.excuses).length;
        expect(kept.length, `${section.id}: kept English excuses`).toBeGreaterThanOrEqual(keptAtLeast(englishCount));
        expect(numbers.length, `${section.id}: excuses`).toBeGreaterThanOrEqual(5);
        expect(numbers.length, `${section.id}: excuses`).toBeLessThanOrEqual(15);
        // A line written for Spanish readers takes a number English never used, so an id names one excuse in both languages.
        for (const number of written) expect(number, `${section.id}-${number}: a new line's number`).toBeGreaterThanOrEqual(51);
        expect(section.title).not.toBe(englishSection.title);
      });
    });

    it('has the English page’s extras', () => {
      expect(content.carousel).toBe(english.carousel);
      expect(Boolean(content.summary)).toBe(Boolean(english.summary));
      expect(Boolean(content.faqNumbered)).toBe(Boolean(english.faqNumbered));
      expect(content.faq?.length ?? 0).toBe(english.faq?.length ?? 0);
      expect(content.tips.length).toBe(english.tips.length);
      expect(content.related.length).toBe(english.related.length);
      expect(content.templates?.items.length ?? 0).toBe(english.templates?.items.length ?? 0);
      // A count in the title is computed from the data in both languages.
      expect(/^\d+\s/.test(content.title)).toBe(/^\d+\s/.test(english.title));
      expect(/\d+\+/.test(content.title)).toBe(/\d+\+/.test(english.title));
    });

    it('links only Spanish pages', () => {
      for (const path of content.related) expect(SPANISH_ROUTES.has(path), path).toBe(true);
      expect(new Set(content.related).size).toBe(content.related.length);
      expect(content.related).not.toContain(SPANISH_PATHS.get(key));
    });

    it('keeps each template’s placeholders one to one, in Spanish', () => {
      content.templates?.items.forEach((item, index) => {
        const source = english.templates?.items[index];
        const ours = placeholdersIn([item.subject, item.body]);
        const theirs = placeholdersIn([source?.subject ?? '', source?.body ?? '']);
        expect(ours.length, `template ${index + 1}`).toBe(theirs.length);
        // The same order of use: each Spanish placeholder appears where its English one does.
        const sequence = (text: string) => [...text.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]);
        expect(sequence(item.body).map((name) => ours.indexOf(name as string))).toEqual(
          sequence(source?.body ?? '').map((name) => theirs.indexOf(name as string)),
        );
        for (const name of ours) expect(theirs, `[${name}] is not the English name`).not.toContain(name);
      });
    });

    it('follows the sentence rules', () => {
      for (const section of content.sections) {
        for (const excuse of sectionExcuses(section)) {
          expect(words(excuse.text), `${excuse.id}: ${excuse.text}`).toBeGreaterThanOrEqual(6);
          expect(words(excuse.text), `${excuse.id}: ${excuse.text}`).toBeLessThanOrEqual(44);
        }
      }
      for (const item of content.faq ?? []) {
        expect(words(item.answer), item.question).toBeGreaterThanOrEqual(40);
        expect(words(item.answer), item.question).toBeLessThanOrEqual(130);
      }
      expect(content.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('passes the Spanish gates', () => {
      const { templates, ...rest } = content;
      // Addresses, ids, dates and the category key are not text a reader sees.
      const prose = ({ where }: { where: string }) => !/^(related\[\d+\]|updated|category|sections\[\d+\]\.id)$/.test(where);
      const problems = [
        ...stringsWithin(rest)
          .filter(prose)
          .flatMap(({ where, text }) => spanishProblems(`${key} ${where}`, text)),
        ...stringsWithin(templates ?? {}).flatMap(({ where, text }) =>
          spanishProblems(`${key} templates.${where}`, text, { formal: true }),
        ),
      ];
      expect(problems.map(({ where, problem }) => `${where}: ${problem}`)).toEqual([]);
    });

    it('labels only its own lines: one that keeps an English number keeps the English label', () => {
      const englishIds = new Set(english.sections.flatMap((section) => sectionExcuses(section).map((excuse) => excuse.id)));
      expect(Object.keys(ES_LABELS.get(key) ?? {}).filter((id) => englishIds.has(id))).toEqual([]);
    });
  });

  it('has a situation inventory with each label once per page and on at most two pages', () => {
    const labelled = pages.map(({ key, content }) => ({ path: `/es/${key}`, content, labels: labelsOf(key) }));
    expect(inventoryProblems(labelled)).toEqual({
      unlabelled: [],
      orphanLabels: [],
      badLabels: [],
      repeatedOnPage: [],
      overusedSiteWide: [],
    });
  });

  it('never repeats a sentence anywhere on the Spanish site', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, content } of pages) {
      for (const { where, text } of stringsWithin(content)) {
        if (/related|updated|category/.test(where)) continue;
        // Letter salutations and sign-offs ('Hola, [Nombre]:', 'Saludos,') are not sentences, as in English.
        const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((line) => !/[,:]$/.test(line.trim()));
        for (const sentence of sentences.map(foldSpanish)) {
          if (sentence.split(' ').length < 4) continue;
          const first = seen.get(sentence);
          if (first) repeats.push(`${key} ${where} repeats ${first}: ${sentence}`);
          else seen.set(sentence, `${key} ${where}`);
        }
      }
    }
    expect(repeats).toEqual([]);
  });
});
