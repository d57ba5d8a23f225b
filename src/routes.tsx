import { data, type RouteObject } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { type ContentModules, contentModuleKey, PUBLISHED, type PublishedPage } from './content/registry';
import type { InfoPageContent } from './content/types';
import type { InfoPages } from './i18n/info-pages';
import { LANG_PREFIX, LANGS, type Lang } from './i18n/languages';
import { loadChunk } from './lib/stale-build';
import { ErrorPage } from './pages/error-page';
import { NotFoundScreen, preloadNotFound } from './pages/not-found-screen';
import { LOCAL_PATHS } from './paths';
import type { RouteHandle } from './route-handle';

/** Route modules loaded on demand, named as Vite's manifest names them (for preloading). */
const EXCUSE_PAGE_MODULE = 'src/pages/excuse-page.tsx';
const GENERATOR_PAGE_MODULE = 'src/pages/generator-page.tsx';
const SEARCH_PAGE_MODULE = 'src/pages/search-page.tsx';
const SAVED_PAGE_MODULE = 'src/pages/saved-page.tsx';
const HOME_PAGE_MODULE = 'src/pages/home-page.tsx';
const EXCUSE_OF_THE_DAY_PAGE_MODULE = 'src/pages/excuse-of-the-day-page.tsx';
const INFO_PAGE_MODULE = 'src/pages/info-page.tsx';
const NOT_FOUND_PAGE_MODULE = 'src/pages/not-found-page.tsx';

/**
 * The page's text is the route's loader data: the server puts it into the page's boot data, where
 * brotli stores it for almost nothing beside the same text in the HTML, so the first load carries
 * no content chunk; navigating to the page loads its content chunk. The component is one chunk
 * shared by every excuse page.
 */
function excusePageRoute(page: PublishedPage, contentModules: () => Promise<ContentModules>): RouteObject {
  const load = async () => {
    const module = (await contentModules())[contentModuleKey(page)];
    if (!module) throw new Error(`${page.path} has no content module (${contentModuleKey(page)})`);
    return (await module()).default;
  };
  // The server reads a route's modules and sitemap fields; the browser only that it is an excuse page.
  const handle: RouteHandle = import.meta.env.SSR
    ? {
        excusePage: true,
        moduleIds: [EXCUSE_PAGE_MODULE],
        sitemap: { priority: 0.8, changefreq: 'monthly', lastmod: async () => (await load()).updated },
      }
    : { excusePage: true };
  return {
    path: page.path,
    handle,
    loader: () => loadChunk(page.path, load),
    lazy: () =>
      loadChunk(page.path, async () => {
        const { ExcusePage, preloadWidgets } = await import('./pages/excuse-page');
        // The server must render these in place. In the browser they hydrate after the page, their
        // code fetched alongside it (a widget that waits for the view, once the visitor nears it).
        const widgets = preloadWidgets();
        if (import.meta.env.SSR) await widgets;
        else widgets.catch(() => {}); // a failed chunk is fetched again when the widget renders
        return { Component: () => <ExcusePage path={page.path} /> };
      }),
  };
}

/**
 * A screen whose module loads on demand (its chunk named for preloading), recovering from a stale
 * build. Its handle is the server's alone (modules, sitemap, caching): the browser's table has none. A page module that exports exactly its route's properties (`Component`, `loader`) is the
 * lazy result itself: no wrapper for every page to load at start-up.
 */
function lazyScreen(
  path: string,
  handle: RouteHandle | undefined,
  load: () => Promise<Pick<RouteObject, 'loader' | 'Component'>>,
): RouteObject {
  return { path, ...(handle ? { handle } : {}), lazy: () => loadChunk(path, load) };
}

/** Every fixed page of one language: the same screens, at that language's addresses. */
function fixedRoutes(lang: Lang, info: InfoPages): RouteObject[] {
  const paths = LOCAL_PATHS[lang];
  const generatorRoute = lazyScreen(
    paths.generator,
    import.meta.env.SSR
      ? { queryDependent: true, moduleIds: [GENERATOR_PAGE_MODULE], sitemap: { priority: 0.8, changefreq: 'monthly' } }
      : undefined,
    async () => {
      const { GeneratorPage, preloadResult } = await import('./pages/generator-page');
      if (import.meta.env.SSR) await preloadResult();
      return {
        // Its own chunk: in the browser it runs only on a navigation to the generator, never at start-up.
        loader: async (args) => {
          const { pathname, search } = new URL(args.request.url);
          return (await loadChunk(pathname + search, () => import('./pages/generator-loader'))).generatorLoader(args);
        },
        Component: GeneratorPage,
      };
    },
  );

  /** Search results depend on the query and are never listed; the index stays on the server. */
  const searchRoute = lazyScreen(
    paths.search,
    import.meta.env.SSR ? { queryDependent: true, moduleIds: [SEARCH_PAGE_MODULE] } : undefined,
    () => import('./pages/search-page'),
  );

  /** Saved excuses live in the browser; the page is the same for everyone until it hydrates. */
  const savedRoute = lazyScreen(
    paths.saved,
    import.meta.env.SSR ? { moduleIds: [SAVED_PAGE_MODULE] } : undefined,
    () => import('./pages/saved-page'),
  );

  /**
   * Home, like every page, arrives in its own chunk, so the shell carries only what all pages share.
   * It shows the excuse of the day. Its module exports exactly the route's properties (`Component`,
   * `loader`). English home is the index route; another language's is its prefix.
   */
  const homeRoute: RouteObject = {
    ...(lang === 'en' ? { index: true } : { path: paths.home }),
    lazy: () => loadChunk(paths.home, () => import('./pages/home-page')),
  };

  /** The excuse of the day at its own, stable address: a new one every UTC midnight. Its module exports exactly the route's properties. */
  const excuseOfTheDayRoute: RouteObject = {
    path: paths.excuseOfTheDay,
    lazy: () => loadChunk(paths.excuseOfTheDay, () => import('./pages/excuse-of-the-day-page')),
  };

  // The handles of these two are read by the server alone (the page store, the sitemap, the pages'
  // modules), so the browser's copy of the table, which every page loads at start-up, goes without
  // them. Both pages show the excuse of the day: they depend on the day their loader renders for.
  if (import.meta.env.SSR) {
    homeRoute.handle = {
      dayDependent: true,
      moduleIds: [HOME_PAGE_MODULE],
      sitemap: { priority: 1.0, changefreq: 'weekly' },
    } satisfies RouteHandle;
    excuseOfTheDayRoute.handle = {
      dayDependent: true,
      moduleIds: [EXCUSE_OF_THE_DAY_PAGE_MODULE],
      sitemap: { priority: 0.5, changefreq: 'daily' },
    } satisfies RouteHandle;
  }

  return [
    homeRoute,
    generatorRoute,
    excuseOfTheDayRoute,
    searchRoute,
    savedRoute,
    infoRoute(paths.about, info.about.module, info.about.load, { priority: 0.6, changefreq: 'monthly' }),
    infoRoute(paths.privacy, info.privacy.module, info.privacy.load, { priority: 0.5, changefreq: 'yearly' }),
    infoRoute(paths.terms, info.terms.module, info.terms.load, { priority: 0.5, changefreq: 'yearly' }),
  ];
}

/** About, Privacy and Terms: one component, and each page's text in a chunk of its own (its module id, for preloading). */
function infoRoute(path: string, textModule: string, loadText: () => Promise<InfoPageContent>, sitemap: RouteHandle['sitemap']) {
  return lazyScreen(path, import.meta.env.SSR ? { sitemap, moduleIds: [INFO_PAGE_MODULE, textModule] } : undefined, async () => {
    const [{ InfoPage }, content] = await Promise.all([import('./pages/info-page'), loadText()]);
    return { Component: () => <InfoPage content={content} /> };
  });
}

/**
 * Any other path: the 404 screen, its code loaded before it renders (by the server too); under a
 * language's prefix, that language's 404 (`*` for English, `es/*` for Spanish).
 */
const notFoundRoute = (lang: Lang): RouteObject => ({
  id: lang === 'en' ? 'not-found' : `not-found-${lang}`,
  path: lang === 'en' ? '*' : `${LANG_PREFIX[lang]}/*`,
  ...(import.meta.env.SSR ? { handle: { moduleIds: [NOT_FOUND_PAGE_MODULE] } satisfies RouteHandle } : {}),
  loader: async ({ request }) => {
    await loadChunk(new URL(request.url).pathname, preloadNotFound);
    return data(null, { status: 404 });
  },
  Component: NotFoundScreen,
});

/** What a route table needs of a language: its excuse pages' content modules and its info pages. */
export interface LanguageRoutes {
  lang: Lang;
  /**
   * Its excuse pages' content modules, loaded on the first navigation to one: a page's first load
   * carries its text as data, so the list of modules is no part of any page's start-up.
   */
  contentModules: () => Promise<ContentModules>;
  infoPages: InfoPages;
}

/**
 * A route table over the given languages: their pages, then every language's 404. The server's
 * table has every language (`route-table.ts`); a page in the browser loads its own language's only
 * (`entry-client.tsx`), since a change of language is a full page load.
 */
export function buildRoutes(languages: readonly LanguageRoutes[]): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: AppShell,
      ErrorBoundary: ErrorPage,
      children: [
        {
          // Errors inside a page keep the header and footer around the error screen.
          ErrorBoundary: ErrorPage,
          children: [
            ...languages.flatMap(({ lang, infoPages }) => fixedRoutes(lang, infoPages)),
            ...languages.flatMap(({ lang, contentModules }) => PUBLISHED[lang].map((page) => excusePageRoute(page, contentModules))),
            ...LANGS.map(notFoundRoute),
          ],
        },
      ],
    },
  ];
}

/** Every route in a table, each parent before its children. */
export function flattenRoutes(table: readonly RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}
