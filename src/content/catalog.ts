import { LANG_PREFIX, type Lang } from '../i18n/languages';
import { CATALOG_ENTRIES, type CategoryEntry } from './catalog-data';
import type { CategoryId } from './types';

export type { CategoryEntry };

/**
 * One page as a language's menus, home page and search list it. Its title in each language is
 * interface text (`Dictionary['catalog']`, by key), which travels with each page as data.
 */
export interface CatalogPage {
  /** The page in every language: `<category>/<English slug>`, also its content modules' name. */
  key: string;
  path: string;
  popular: boolean;
}

export interface Category {
  id: CategoryId;
  icon: CategoryEntry['icon'];
  color: CategoryEntry['color'];
  pages: readonly CatalogPage[];
}

/** The word for "excuses" in each language's page addresses. */
const EXCUSES_WORD: Readonly<Record<Lang, string>> = { en: 'excuses', es: 'excusas' };

function categoryOf(lang: Lang, category: CategoryEntry): Category {
  return {
    id: category.id,
    icon: category.icon,
    color: category.color,
    pages: category.pages.flatMap((entry) => {
      const slug = lang === 'en' ? entry.key.slice(entry.key.indexOf('/') + 1) : entry.slugs[lang];
      if (!slug || (entry.only && !entry.only.includes(lang))) return [];
      return [
        { key: entry.key, path: `${LANG_PREFIX[lang]}/${EXCUSES_WORD[lang]}/${category.slugs[lang]}/${slug}`, popular: entry.popular },
      ];
    }),
  };
}

let browserEntries: readonly CategoryEntry[] | undefined;

/** The browser's copy of the catalog's data, from the page's client data, before anything reads the catalog. */
export function installCatalog(entries: readonly CategoryEntry[]): void {
  browserEntries = entries;
  built.clear();
}

/** The catalog's data: the server's module, or in the browser the copy that came with the page. */
export function catalogEntries(): readonly CategoryEntry[] {
  if (import.meta.env?.SSR ?? true) return CATALOG_ENTRIES; // (no `import.meta.env`: Node loaded it, on the server)
  if (!browserEntries) throw new Error('The catalog was not installed before it was read');
  return browserEntries;
}

const built = new Map<Lang, readonly Category[]>();
function catalogIn(lang: Lang): readonly Category[] {
  let categories = built.get(lang);
  if (!categories) {
    categories = catalogEntries().map((category) => categoryOf(lang, category));
    built.set(lang, categories);
  }
  return categories;
}

/**
 * The six categories and 31 pages in each language, in the order of the menu, the drawer and the
 * home page; a language lists only the pages written for it. Built on first reading (in the browser
 * from the page's data).
 */
export const CATALOGS: Readonly<Record<Lang, readonly Category[]>> = {
  get en() {
    return catalogIn('en');
  },
  get es() {
    return catalogIn('es');
  },
};

/** Old spellings of routes that answer with a permanent redirect to the current one. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/excuses/social/ghost-someone': '/excuses/social/ghosting-someone',
};

export function findCategory(id: CategoryId, lang: Lang = 'en'): Category {
  const category = CATALOGS[lang].find((candidate) => candidate.id === id);
  if (!category) throw new Error(`Unknown category: ${id}`);
  return category;
}
