import { data, type RouteObject } from 'react-router';
import { AppShell } from './components/layout/app-shell';
import { CATALOG, type CatalogPage } from './content/catalog';
import { ABOUT, PRIVACY, TERMS } from './content/info-pages';
import type { ExcusePageContent } from './content/types';
import { ErrorPage } from './pages/error-page';
import { ExcusePage } from './pages/excuse-page';
import { GeneratorPage, generatorLoader } from './pages/generator-page';
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

function excusePageRoute(page: PublishedPage): RouteObject {
  const handle: RouteHandle = { excusePage: true, moduleId: page.moduleId };
  return {
    path: page.path,
    handle,
    lazy: async () => {
      const { default: content } = await page.load();
      // biome-ignore lint/correctness/noComponentHookFactories: the route component closes over its loaded content module
      return { Component: () => <ExcusePage content={content} path={page.path} /> };
    },
  };
}

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
          {
            path: 'get-my-excuse',
            loader: generatorLoader,
            Component: GeneratorPage,
            handle: { queryDependent: true } satisfies RouteHandle,
          },
          ...PUBLISHED_PAGES.map(excusePageRoute),
          { id: 'not-found', path: '*', loader: () => data(null, { status: 404 }), Component: NotFoundPage },
        ],
      },
    ],
  },
];
