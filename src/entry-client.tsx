import '@vitejs/plugin-react/preamble';
import { installPageDictionary } from './i18n/dictionaries';
import './styles.css';
import { startTransition } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { CLIENT_DATA_ELEMENT_ID, type ClientData, reviveHydration } from './client-data';
import { installHeldTaps } from './components/late-widget';
import { installCatalog } from './content/catalog';
import { Document } from './document';
import { installAnalytics } from './lib/analytics';
import { whenIdle } from './lib/idle';
import { forgetChunkReload } from './lib/stale-build';
import { routeTable } from './route-table';
import { flattenRoutes } from './routes';
import { SITE } from './site';

/**
 * Load the matched routes' lazy modules before hydrating and write them onto the very route
 * objects the router gets: otherwise the first render would lack the page and React would
 * append a second copy instead of hydrating the server's HTML.
 */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matched = lazyLeafAt(routes, window.location.pathname) ?? matchRoutes(routes, window.location)?.map(({ route }) => route) ?? [];
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}

/**
 * Only leaf routes load lazily, and a visitor almost always arrives at a route's own path: find
 * that leaf directly rather than have `matchRoutes` flatten and rank the whole table (the router
 * does that once more itself). Any other path goes to `matchRoutes`.
 */
function lazyLeafAt(routes: RouteObject[], pathname: string): RouteObject[] | undefined {
  const leaf = flattenRoutes(routes).find((route) => !route.children && (route.index ? pathname === '/' : route.path === pathname));
  return leaf ? [leaf] : undefined;
}

/** A fresh task, so the browser can paint and take input between two pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Hydrates the document; resolves with the page's client data once React has taken over. */
async function hydrate(): Promise<ClientData> {
  const dataElement = document.getElementById(CLIENT_DATA_ELEMENT_ID);
  if (!dataElement?.textContent) throw new Error(`Missing client data: the page was not rendered by the ${SITE.brand} server.`);
  const clientData = JSON.parse(dataElement.textContent) as ClientData;
  installPageDictionary(clientData.dictionary);
  installCatalog(clientData.catalog);
  const routes = routeTable();
  if (clientData.analyticsId) installAnalytics(clientData.analyticsId);
  installHeldTaps();
  await resolveLazyMatches(routes);
  forgetChunkReload();
  // React's reconciler (most of react-dom) is set up here, in a task of its own, rather than with
  // the rest of the modules at start-up: together they were one task of ~130 ms on a mid-range
  // phone, during which a tap had to wait. Its chunk is already loaded.
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  // The router (it ranks and matches the whole route table) and the root (it listens for every
  // event type) are set up in tasks of their own too: with the reconciler, one task of 10-30 ms
  // here, four times that on a phone.
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: reviveHydration(clientData.hydration) });
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <Document clientData={clientData}>
        <RouterProvider router={router} />
      </Document>,
    );
  });
  return clientData;
}

hydrate()
  .then((clientData) => {
    // Real-user vitals go where page views go, only when the operator has turned analytics on:
    // their code loads once the page is idle after hydration, never on a page without analytics.
    if (clientData.analyticsId)
      whenIdle(() => void import('./lib/vitals').then(({ reportWebVitals }) => reportWebVitals()).catch(() => {}));
  })
  .catch((error: unknown) => console.error('Hydration failed:', error));

/**
 * Installing the worker takes main-thread time: wait until the page has settled after loading. The
 * Privacy page states this delay in seconds (tests/unit/offline-privacy.test.ts holds it to it).
 */
const OFFLINE_SETUP_DELAY_MS = 10_000;

// Offline support (public/sw.js) in production builds; the dev server's modules change too often.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const setUpOffline = () =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Offline support unavailable:', error));
    }, OFFLINE_SETUP_DELAY_MS);
  // This module runs after the first paint (ADR 015), often after the page has loaded.
  if (document.readyState === 'complete') setUpOffline();
  else window.addEventListener('load', setUpOffline, { once: true });
}
