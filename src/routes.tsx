import { data, type RouteObject } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { CATALOG, type CatalogPage } from './content/catalog';
import { ABOUT, PRIVACY, TERMS } from './content/info-pages';
import type { ExcusePageContent } from './content/types';
import { ErrorPage } from './pages/error-page';
import { HomePage } from './pages/home-page';
import { InfoPage } from './pages/info-page';
import { NotFoundPage } from './pages/not-found-page';
import type { RouteHandle } from './route-handle';

type ContentModule = { default: ExcusePageContent };

/** Every excuse page's content module, each loaded on demand as its own chunk. */
const CONTENT_MODULES = import.meta.glob<ContentModule>('./content/pages/*/*.ts');

export interface PublishedPage extends CatalogPage {
  /** Path of the content module from the project root, as Vite's manifest names it. */
  moduleId: string;
  load: () => Promise<ContentModule>;
}

/** Catalog pages whose content module exists: only these are routed and listed in the sitemap. */
export const PUBLISHED_PAGES: readonly PublishedPage[] = CATALOG.flatMap((category) =>
  category.pages.flatMap((page) => {
    const key = `./content/pages/${page.path.replace(/^\/excuses\//, '')}.ts`;
    const load = CONTENT_MODULES[key];
    return load ? [{ ...page, moduleId: `src/${key.slice(2)}`, load }] : [];
  }),
);

/** Route modules loaded on demand, named as Vite's manifest names them (for preloading). */
const EXCUSE_PAGE_MODULE = 'src/pages/excuse-page.tsx';
const GENERATOR_PAGE_MODULE = 'src/pages/generator-page.tsx';

/** The page component and the page's own text arrive as two chunks; the shell carries neither. */
function excusePageRoute(page: PublishedPage): RouteObject {
  const handle: RouteHandle = { excusePage: true, moduleIds: [EXCUSE_PAGE_MODULE, page.moduleId] };
  return {
    path: page.path,
    handle,
    lazy: async () => {
      const [{ default: content }, { ExcusePage }] = await Promise.all([page.load(), import('./pages/excuse-page')]);
      return { Component: () => <ExcusePage content={content} path={page.path} /> };
    },
  };
}

const generatorRoute: RouteObject = {
  path: 'get-my-excuse',
  handle: { queryDependent: true, moduleIds: [GENERATOR_PAGE_MODULE] } satisfies RouteHandle,
  lazy: async () => {
    const { GeneratorPage, generatorLoader } = await import('./pages/generator-page');
    return { loader: generatorLoader, Component: GeneratorPage };
  },
};

/** The one route table: the server, the client and the sitemap all read it. */
export const routes: RouteObject[] = [
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
          { index: true, Component: HomePage },
          { path: 'about', Component: () => <InfoPage content={ABOUT} /> },
          { path: 'privacy', Component: () => <InfoPage content={PRIVACY} /> },
          { path: 'terms', Component: () => <InfoPage content={TERMS} /> },
          generatorRoute,
          ...PUBLISHED_PAGES.map(excusePageRoute),
          { id: 'not-found', path: '*', loader: () => data(null, { status: 404 }), Component: NotFoundPage },
        ],
      },
    ],
  },
];
