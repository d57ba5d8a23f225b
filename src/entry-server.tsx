import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, StaticRouterProvider } from 'react-router';
import { type BootData, serializeHydration } from './boot';
import { Document } from './document';
import type { RouteHandle } from './route-handle';
import { routes as appRoutes, PUBLISHED_PAGES } from './routes';
import type { AssetResolver } from './server/assets';
import type { SitemapEntry } from './server/sitemap';

export interface RenderOptions {
  assets: AssetResolver;
  origin: string;
  /** Wait for the whole document (crawlers, the page cache) rather than streaming the shell. */
  waitForAll: boolean;
  /** Show error details (stack traces) on error screens: development only. */
  showErrorDetails: boolean;
  analyticsId?: string;
  /** A render still unfinished after this long is aborted. */
  timeoutMs: number;
  onError: (error: unknown) => void;
}

export type RenderResult =
  /** A redirect or raw response from the router, passed through as it is. */
  | { kind: 'response'; response: Response }
  | {
      kind: 'document';
      status: number;
      headers: Headers;
      body: Readable;
      /** True when an error was reported after rendering began (the document may be incomplete). */
      failed: () => boolean;
      abort: () => void;
    };

/** The server's view of a route table: render, page-cache keys and sitemap entries. */
export function createServerEntry(routes: RouteObject[]) {
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
    if (!leaf || leaf.route.path === '*') return '404';
    if ((leaf.route.handle as RouteHandle | undefined)?.queryDependent && url.search) return null;
    return url.pathname;
  }

  return { render, cacheKey };
}

const appEntry = createServerEntry(appRoutes);
export const render = appEntry.render;
export const cacheKey = appEntry.cacheKey;

/** Sitemap entries with the spec's priorities and change frequencies; excuse pages carry their lastmod. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const excusePages = await Promise.all(
    PUBLISHED_PAGES.map(async (page): Promise<SitemapEntry> => {
      const { default: content } = await page.load();
      return { path: page.path, priority: 0.8, changefreq: 'monthly', lastmod: content.updated };
    }),
  );
  return [
    { path: '/', priority: 1.0, changefreq: 'weekly' },
    { path: '/get-my-excuse', priority: 0.8, changefreq: 'monthly' },
    ...excusePages,
    { path: '/about', priority: 0.6, changefreq: 'monthly' },
    { path: '/privacy', priority: 0.5, changefreq: 'yearly' },
    { path: '/terms', priority: 0.5, changefreq: 'yearly' },
  ];
}

export type ServerEntry = typeof import('./entry-server');
