import type { RouteObject } from 'react-router';
import { INFO_PAGES_EN, INFO_PAGES_ES } from './i18n/info-pages';
import { buildRoutes } from './routes';

let table: RouteObject[] | undefined;

/**
 * The one route table, every language: the server renders with it and every page hydrates with it.
 * Built on first use, from the catalog (in the browser, once the page's data has installed it).
 */
export function routeTable(): RouteObject[] {
  table ??= buildRoutes([
    { lang: 'en', contentModules: async () => (await import('./content/content-modules-en')).CONTENT_MODULES_EN, infoPages: INFO_PAGES_EN },
    { lang: 'es', contentModules: async () => (await import('./content/content-modules-es')).CONTENT_MODULES_ES, infoPages: INFO_PAGES_ES },
  ]);
  return table;
}
