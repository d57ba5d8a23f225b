import { CATEGORY_LABELS, TONE_LABELS } from '../content/generator';
import { findCatalogPage } from '../content/registry';
import type { ExcusePageContent } from '../content/types';
import { sectionExcuses } from '../lib/excuses';
import { ALL_EXCUSES, sharePath } from '../lib/generator';
import { buildIndex, groupHits, type SearchEntry, type SearchResults, search } from '../lib/search';
import { cleanText } from '../lib/text';
import { PATHS } from '../paths';
import type { SiteSearch } from '../render-contract';

/** Results shown at most; the total says how many more there were. */
export const MAX_RESULTS = 60;

/** Server only: every page's text, loaded once (the client never carries the index). */
const modules = import.meta.glob<{ default: ExcusePageContent }>('../content/pages/*/*.ts', { eager: true });

function siteEntries(): SearchEntry[] {
  const onPages = Object.entries(modules).flatMap(([file, module]) => {
    const path = `/excuses/${file.replace(/^.*\/pages\//, '').replace(/\.ts$/, '')}`;
    const pageTitle = findCatalogPage(path)?.title ?? module.default.title;
    return module.default.sections.flatMap((section) =>
      sectionExcuses(section).map((excuse) => ({
        path,
        pageTitle,
        sectionTitle: section.title,
        anchor: excuse.id,
        href: `${path}#${excuse.id}`,
        text: cleanText(excuse.text),
      })),
    );
  });
  const inGenerator = ALL_EXCUSES.map((excuse) => ({
    path: PATHS.generator,
    pageTitle: 'Excuse Generator',
    sectionTitle: `${CATEGORY_LABELS[excuse.category]}, ${TONE_LABELS[excuse.tone]}`,
    anchor: excuse.id,
    href: sharePath(excuse.id),
    text: excuse.text,
  }));
  return [...onPages, ...inGenerator];
}

const ENTRIES = siteEntries();
const INDEX = buildIndex(ENTRIES);

/** Every excuse's stable reference: what a saved excuse may point at. */
const EXCUSE_REFS: readonly string[] = ENTRIES.map((entry) => entry.href);

export function searchSite(query: string): SearchResults {
  return groupHits(query, search(INDEX, query, MAX_RESULTS));
}

/** The search as the server entry hands it to the API. */
export const siteSearch: SiteSearch = { search: searchSite, excuseRefs: EXCUSE_REFS };
