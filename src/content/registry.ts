import { CATALOG, type CatalogPage, ROUTE_ALIASES } from './catalog';
import type { ExcusePageContent } from './types';

type ContentModule = { default: ExcusePageContent };

/** Every excuse page's content module, each loaded on demand as its own chunk. */
const CONTENT_MODULES = import.meta.glob<ContentModule>('./pages/*/*.ts');

export interface PublishedPage extends CatalogPage {
  load: () => Promise<ContentModule>;
}

/** The catalog path `/excuses/<category>/<slug>` lives in `pages/<category>/<slug>.ts`. */
const moduleKey = (path: string) => `./pages/${path.replace(/^\/excuses\//, '')}.ts`;

/**
 * The one list of published excuse pages: catalog pages whose content module exists, in catalog
 * order. Only these are routed, linked as related pages and listed in the sitemap.
 */
export const PUBLISHED_PAGES: readonly PublishedPage[] = CATALOG.flatMap((category) =>
  category.pages.flatMap((page) => {
    const key = moduleKey(page.path);
    const load = CONTENT_MODULES[key];
    return load ? [{ ...page, load }] : [];
  }),
);

const CATALOG_PAGES = new Map(CATALOG.flatMap((category) => category.pages.map((page) => [page.path, page] as const)));

/** A catalog page by its path or by an old alias of it; undefined for anything else. */
export function findCatalogPage(path: string): CatalogPage | undefined {
  return CATALOG_PAGES.get(ROUTE_ALIASES[path] ?? path);
}
