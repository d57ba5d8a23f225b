import { CATALOGS } from '../content/catalog';
import type { ExcusePageContent } from '../content/types';
import { dictionaryFor } from '../i18n/dictionaries';
import { LANGS, type Lang } from '../i18n/languages';
import { sectionExcuses } from '../lib/excuses';
import { sharePath } from '../lib/generator-options';
import { GENERATORS } from '../lib/generators';
import { buildIndex, groupHits, type SearchEntry, type SearchResults, search } from '../lib/search';
import { cleanText } from '../lib/text';
import { LOCAL_PATHS } from '../paths';
import type { SiteSearch } from '../render-contract';

/** Results shown at most; the total says how many more there were. */
export const MAX_RESULTS = 60;

/** Server only: every page's text in every language, loaded once (the client never carries the index). */
const MODULES: Readonly<Record<Lang, Record<string, { default: ExcusePageContent }>>> = {
  en: import.meta.glob<{ default: ExcusePageContent }>('../content/pages/*/*.ts', { eager: true }),
  es: import.meta.glob<{ default: ExcusePageContent }>('../content/es/pages/*/*.ts', { eager: true }),
};

/** One language's excuses: its pages' (found by key through its catalog) and its generator's. */
function siteEntries(lang: Lang): SearchEntry[] {
  const content = new Map(
    Object.entries(MODULES[lang]).map(([file, module]) => [file.replace(/^.*\/pages\//, '').replace(/\.ts$/, ''), module.default]),
  );
  const onPages = CATALOGS[lang].flatMap((category) =>
    category.pages.flatMap((page) => {
      const module = content.get(page.key);
      if (!module) return [];
      return module.sections.flatMap((section) =>
        sectionExcuses(section).map((excuse) => ({
          path: page.path,
          pageTitle: dictionaryFor(lang).catalog.pages[page.key] ?? page.key,
          sectionTitle: section.title,
          anchor: excuse.id,
          href: `${page.path}#${excuse.id}`,
          text: cleanText(excuse.text),
        })),
      );
    }),
  );
  const { generator } = dictionaryFor(lang);
  const inGenerator = GENERATORS[lang].all.map((excuse) => ({
    path: LOCAL_PATHS[lang].generator,
    pageTitle: generator.savedPageTitle,
    sectionTitle: `${generator.categories[excuse.category]}, ${generator.tones[excuse.tone]}`,
    anchor: excuse.id,
    href: sharePath(excuse.id, lang),
    text: excuse.text,
  }));
  return [...onPages, ...inGenerator];
}

const ENTRIES: Readonly<Record<Lang, SearchEntry[]>> = { en: siteEntries('en'), es: siteEntries('es') };
const INDEXES = Object.fromEntries(LANGS.map((lang) => [lang, buildIndex(ENTRIES[lang], lang)]));

/** Every excuse's stable reference in every language: what a saved excuse may point at. */
const EXCUSE_REFS: readonly string[] = LANGS.flatMap((lang) => ENTRIES[lang].map((entry) => entry.href));

/** A search of one language's site: its pages and its generator. */
export function searchSite(query: string, lang: Lang = 'en'): SearchResults {
  const index = INDEXES[lang];
  if (!index) throw new Error(`No search index for ${lang}`);
  return groupHits(query, search(index, query, MAX_RESULTS));
}

/** The search as the server entry hands it to the API. */
export const siteSearch: SiteSearch = { search: searchSite, excuseRefs: EXCUSE_REFS };
