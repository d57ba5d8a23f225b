/**
 * Every excuse page in every language (issue 40): each catalog page has a content module in each
 * language the catalog gives it, each module is a catalog page of its language, and a page that
 * exists in only some languages says so on purpose (`only` in src/content/catalog-data.ts).
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_ENTRIES } from '../../src/content/catalog-data';
import { LANGS } from '../../src/i18n/languages';

const MODULES = {
  en: Object.keys(import.meta.glob('../../src/content/pages/*/*.ts')).map((file) => file.replace(/^.*\/pages\//, '').replace(/\.ts$/, '')),
  es: Object.keys(import.meta.glob('../../src/content/es/pages/*/*.ts')).map((file) =>
    file.replace(/^.*\/pages\//, '').replace(/\.ts$/, ''),
  ),
};
const ENTRIES = CATALOG_ENTRIES.flatMap((category) => category.pages);

/** What the catalog promises: every language, or the ones a page is marked with. */
const languagesOf = (entry: (typeof ENTRIES)[number]) => entry.only ?? LANGS;

describe('page pairs', () => {
  it('gives every catalog page a content module in each of its languages, and an address there', () => {
    const missing = ENTRIES.flatMap((entry) =>
      languagesOf(entry).flatMap((lang) => {
        const problems = [];
        if (!MODULES[lang].includes(entry.key)) problems.push(`${entry.key} has no ${lang} content module`);
        if (lang !== 'en' && !entry.slugs[lang]) problems.push(`${entry.key} has no ${lang} address`);
        return problems;
      }),
    );
    expect(missing).toEqual([]);
  });

  it('publishes no content module the catalog does not promise in its language', () => {
    for (const lang of LANGS) {
      const promised = ENTRIES.filter((entry) => languagesOf(entry).includes(lang)).map((entry) => entry.key);
      expect(
        MODULES[lang].filter((key) => !promised.includes(key)),
        lang,
      ).toEqual([]);
    }
  });

  it('has every English page in Spanish: none is marked as one language only', () => {
    expect(ENTRIES.filter((entry) => entry.only).map((entry) => entry.key)).toEqual([]);
    expect(MODULES.es.sort()).toEqual(MODULES.en.sort());
    expect(MODULES.en).toHaveLength(31);
  });
});
