import type { Lang } from '../i18n/languages';
import { CATALOGS, type CatalogPage, ROUTE_ALIASES } from './catalog';
import type { ExcusePageContent } from './types';

type ContentModule = { default: ExcusePageContent };

/**
 * Every excuse page's content module, each loaded on demand as its own chunk: English in
 * `pages/<category>/<slug>.ts`, each other language in `<lang>/pages/<category>/<slug>.ts`, named
 * by the page's key (its English category and slug) so both versions of a page are found together.
 */
const CONTENT_MODULES: Readonly<Record<Lang, Record<string, () => Promise<ContentModule>>>> = {
  en: import.meta.glob<ContentModule>('./pages/*/*.ts'),
  es: import.meta.glob<ContentModule>('./es/pages/*/*.ts'),
};

const MODULE_FOLDER: Readonly<Record<Lang, string>> = { en: './pages', es: './es/pages' };

export interface PublishedPage extends CatalogPage {
  lang: Lang;
  load: () => Promise<ContentModule>;
}

/**
 * The one list of published excuse pages, per language: catalog pages whose content module exists,
 * in catalog order. Only these are routed, linked as related pages and listed in the sitemap.
 */
export const PUBLISHED: Readonly<Record<Lang, readonly PublishedPage[]>> = {
  en: publishedIn('en'),
  es: publishedIn('es'),
};

function publishedIn(lang: Lang): PublishedPage[] {
  return CATALOGS[lang].flatMap((category) =>
    category.pages.flatMap((page) => {
      const load = CONTENT_MODULES[lang][`${MODULE_FOLDER[lang]}/${page.key}.ts`];
      return load ? [{ ...page, lang, load }] : [];
    }),
  );
}

/** Every published page of every language. */
export const PUBLISHED_PAGES: readonly PublishedPage[] = [...PUBLISHED.en, ...PUBLISHED.es];

const CATALOG_PAGES = new Map(
  Object.values(CATALOGS).flatMap((categories) =>
    categories.flatMap((category) => category.pages.map((page) => [page.path, page] as const)),
  ),
);

/** A catalog page (any language) by its path or by an old alias of it; undefined for anything else. */
export function findCatalogPage(path: string): CatalogPage | undefined {
  return CATALOG_PAGES.get(ROUTE_ALIASES[path] ?? path);
}

/** The published version of a page, by its key, in a language; undefined when that language lacks it. */
export function publishedVersion(key: string, lang: Lang): PublishedPage | undefined {
  return PUBLISHED[lang].find((page) => page.key === key);
}
