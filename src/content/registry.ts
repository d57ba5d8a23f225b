import type { Lang } from '../i18n/languages';
import { CATALOGS, type CatalogPage, ROUTE_ALIASES } from './catalog';
import type { ExcusePageContent } from './types';

export type ContentModule = { default: ExcusePageContent };
/** A language's content modules by file, each loaded on demand as its own chunk (`content-modules-<lang>.ts`). */
export type ContentModules = Readonly<Record<string, () => Promise<ContentModule>>>;

export interface PublishedPage extends CatalogPage {
  lang: Lang;
}

/**
 * The published excuse pages of each language, in catalog order: every page the catalog gives an
 * address in that language (`tests/unit/content-pairs.test.ts` holds each to its content module).
 * Only these are routed, linked as related pages and listed in the sitemap.
 */
export const PUBLISHED: Readonly<Record<Lang, readonly PublishedPage[]>> = {
  get en() {
    return CATALOGS.en.flatMap((category) => category.pages.map((page) => ({ ...page, lang: 'en' as const })));
  },
  get es() {
    return CATALOGS.es.flatMap((category) => category.pages.map((page) => ({ ...page, lang: 'es' as const })));
  },
};

/** Every published page of every language. */
export const publishedPages = (): readonly PublishedPage[] => [...PUBLISHED.en, ...PUBLISHED.es];

/** Where a page's content module is among its language's modules: `<folder>/<category>/<English slug>.ts`. */
export const contentModuleKey = (page: Pick<PublishedPage, 'key' | 'lang'>) =>
  `${page.lang === 'en' ? './pages' : `./${page.lang}/pages`}/${page.key}.ts`;

let catalogPages: ReadonlyMap<string, CatalogPage> | undefined;
const catalogPagesByPath = () =>
  (catalogPages ??= new Map(
    [CATALOGS.en, CATALOGS.es].flatMap((categories) =>
      categories.flatMap((category) => category.pages.map((page) => [page.path, page] as const)),
    ),
  ));

/** A catalog page (any language) by its path or by an old alias of it; undefined for anything else. */
export function findCatalogPage(path: string): CatalogPage | undefined {
  return catalogPagesByPath().get(ROUTE_ALIASES[path] ?? path);
}
