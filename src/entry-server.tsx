import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, type RouteObject, StaticRouterProvider } from 'react-router';
import { type ClientData, serializeHydration } from './client-data';
import { catalogEntries } from './content/catalog';
import { Document } from './document';
import { alternatesOf } from './i18n/alternates';
import { dictionaryFor } from './i18n/dictionaries';
import { langOfPath } from './i18n/languages';
import type { LoaderContext } from './loader-context';
import type { PagePath, RenderOptions, RenderResult, ServerEntry, SitemapEntry } from './render-contract';
import type { RouteHandle } from './route-handle';
import { routeTable } from './route-table';
import { flattenRoutes } from './routes';

/** The server's view of a route table: render, its pages and their canonical spellings, sitemap entries. */
export function createServerEntry(routes: RouteObject[]): Omit<ServerEntry, 'siteSearch'> {
  const handler = createStaticHandler(routes);

  async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
    // Loaders read the time from here (`loaderNow`), never from the system clock: a page is rendered
    // for the server's clock, or for a day the page store prepares ahead.
    const requestContext: LoaderContext = { now: options.now };
    const context = await handler.query(request, { requestContext });
    if (context instanceof Response) return { kind: 'response', response: context };

    const lang = langOfPath(new URL(request.url).pathname);
    const moduleIds = [...context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.moduleIds ?? [])];
    const assets = options.assets.forModules(moduleIds);
    const clientData: ClientData = {
      hydration: serializeHydration(context, options.showErrorDetails),
      lang,
      dictionary: dictionaryFor(lang),
      catalog: catalogEntries(),
      origin: options.origin,
      showErrorDetails: options.showErrorDetails,
      ...(options.analyticsId ? { analyticsId: options.analyticsId } : {}),
    };
    const leaf = context.matches.at(-1);
    const headers = new Headers(leaf ? context.loaderHeaders[leaf.route.id] : undefined);
    headers.set('Content-Language', lang);
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
        <Document clientData={clientData} assets={assets} inlineStyles={options.assets.inlineStyles}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Document>,
        {
          bootstrapModules: assets.scripts,
          // React moves a finished Suspense boundary past this many bytes out of line, to be put in
          // place by an inline script, which the CSP forbids: keep every finished boundary in place.
          progressiveChunkSize: Number.POSITIVE_INFINITY,
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
   * Every page the route table names by a plain path (`/`, `/about`, each excuse page, ...), with
   * whether its document depends on the query string. The server renders each once at start-up.
   */
  const leafRoute = leafMatcher(routes);
  const pages: PagePath[] = flattenRoutes(routes).flatMap((route) => {
    const path = route.path;
    if (!path || !isPlainPath(path)) return [];
    const handle = leafRoute(path)?.handle as RouteHandle | undefined;
    return [{ path, queryDependent: Boolean(handle?.queryDependent), dayDependent: Boolean(handle?.dayDependent) }];
  });
  const canonicalForms = new Map(pages.map((page) => [matchingForm(page.path), page.path]));

  /** The route table's own spelling of the page a path matches (case, escapes, trailing slash aside), or null. */
  function canonicalPath(pathname: string): string | null {
    const form = matchingForm(pathname);
    return form === null ? null : (canonicalForms.get(form) ?? null);
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
        alternates: alternatesOf(path),
      })),
    );
  }

  return { render, pagePaths: () => pages, canonicalPath, sitemapEntries };
}

/**
 * The route a path ends on, as React Router's `matchRoutes` finds it, without matching the whole
 * table on every call (that flattens and ranks every branch: about a millisecond, paid by every
 * request for an unknown path). A table of absolute plain paths plus catch-alls (`*`, and one per
 * language prefix such as `/es/*`) is answered from a map of those paths as matching sees them
 * (percent-decoded, case-folded, trailing slashes dropped), an unknown path by the catch-all of
 * the longest prefix it falls under; any other table falls back to `matchRoutes`.
 */
export function leafMatcher(routes: RouteObject[]): (pathname: string) => RouteObject | undefined {
  const match = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;
  const all = flattenRoutes(routes);
  const catchAllPrefix = (path: string) => (path === '*' ? '' : /^(\/[a-z]+)\/\*$/.exec(path)?.[1]);
  const plain = (path: string) => catchAllPrefix(path) !== undefined || isPlainPath(path);
  const rootCatchAlls = all.filter((route) => route.path === '*').length;
  if (rootCatchAlls > 1 || !all.every((route) => route.path === undefined || plain(route.path))) return match;
  const catchAlls = all
    .flatMap((route) => {
      const prefix = route.path === undefined ? undefined : catchAllPrefix(route.path);
      return prefix === undefined ? [] : [{ prefix, route: match(`${prefix}/no/such/route`) }];
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
  const catchAllOf = (form: string) => catchAlls.find(({ prefix }) => form === prefix || form.startsWith(`${prefix}/`))?.route;
  const known = new Map<string, RouteObject | undefined>();
  for (const route of all) {
    if (!route.path || catchAllPrefix(route.path) !== undefined) continue;
    known.set(matchingForm(route.path) ?? route.path, match(route.path));
  }
  return (pathname) => {
    const form = matchingForm(pathname);
    if (form === null) return match(pathname);
    return known.has(form) ? known.get(form) : catchAllOf(form);
  };
}

/** An absolute route path with no parameters or wildcards. */
const isPlainPath = (path: string) => path.startsWith('/') && !/[:*?]/.test(path);

/** A path as route matching compares it, or null when it does not decode (left to `matchRoutes`). */
function matchingForm(pathname: string): string | null {
  try {
    const decoded = pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
    return (decoded.replace(/\/+$/, '') || '/').toLowerCase();
  } catch {
    return null;
  }
}

const appEntry = createServerEntry(routeTable());
export const render = appEntry.render;
export const pagePaths = appEntry.pagePaths;
export const canonicalPath = appEntry.canonicalPath;
export const sitemapEntries = appEntry.sitemapEntries;
export { siteSearch } from './server/search-index';
