import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, StaticRouterProvider } from 'react-router';
import { type BootData, serializeHydration } from './boot';
import { Document } from './document';
import { NOT_FOUND_CACHE_KEY, type RenderOptions, type RenderResult, type ServerEntry, type SitemapEntry } from './render-contract';
import type { RouteHandle } from './route-handle';
import { routes as appRoutes } from './routes';

/** The server's view of a route table: render, page-cache keys and sitemap entries. */
export function createServerEntry(routes: RouteObject[]): ServerEntry {
  const handler = createStaticHandler(routes);

  async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
    const context = await handler.query(request);
    if (context instanceof Response) return { kind: 'response', response: context };

    const moduleIds = context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.moduleIds ?? []);
    const boot: BootData = {
      hydration: serializeHydration(context, options.showErrorDetails),
      assets: options.assets.forModules(moduleIds),
      origin: options.origin,
      showErrorDetails: options.showErrorDetails,
      ...(options.analyticsId ? { analyticsId: options.analyticsId } : {}),
    };
    const leaf = context.matches.at(-1);
    const headers = new Headers(leaf ? context.loaderHeaders[leaf.route.id] : undefined);
    const router = createStaticRouter(handler.dataRoutes, context);

    return new Promise((resolve, reject) => {
      let failed = false;
      let status = context.statusCode;
      const body = new PassThrough();
      const deliver = () => {
        stream.pipe(body);
        resolve({ kind: 'document', status, headers, body, failed: () => failed, abort: stream.abort });
      };
      const stream = renderToPipeableStream(
        <Document boot={boot}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Document>,
        {
          bootstrapModules: boot.assets.scripts,
          onShellReady() {
            if (!options.waitForAll) deliver();
          },
          onAllReady() {
            if (options.waitForAll) deliver();
          },
          onShellError(error) {
            clearTimeout(timer);
            reject(error);
          },
          onError(error) {
            failed = true;
            status = 500;
            options.onError(error);
          },
        },
      );
      const timer = setTimeout(() => stream.abort(new Error(`Render timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
      body.once('close', () => clearTimeout(timer));
      body.once('end', () => clearTimeout(timer));
    });
  }

  /**
   * The key a request's document is cached under, or null when the page depends on the query
   * (a generated excuse). The query is ignored elsewhere, so `?utm=...` variants share one
   * entry, and every unknown path shares the one 404 document.
   */
  function cacheKey(url: URL): string | null {
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const leaf = matches.at(-1);
    if (!leaf || leaf.route.path === '*') return NOT_FOUND_CACHE_KEY;
    if ((leaf.route.handle as RouteHandle | undefined)?.queryDependent && url.search) return null;
    return url.pathname;
  }

  /** Every route whose handle lists it, in route-table order, with the spec's priorities. */
  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const listed = flattenRoutes(routes).flatMap((route) => {
      const sitemap = (route.handle as RouteHandle | undefined)?.sitemap;
      return sitemap ? [{ path: route.path ?? '/', sitemap }] : [];
    });
    return Promise.all(
      listed.map(async ({ path, sitemap: { lastmod, ...fields } }) => ({
        path,
        ...fields,
        ...(lastmod ? { lastmod: await lastmod() } : {}),
      })),
    );
  }

  return { render, cacheKey, sitemapEntries };
}

function flattenRoutes(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

const appEntry = createServerEntry(appRoutes);
export const render = appEntry.render;
export const cacheKey = appEntry.cacheKey;
export const sitemapEntries = appEntry.sitemapEntries;
