import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { langOfPath } from '../i18n/languages';
import type { AssetResolver, RenderOptions, ServerEntry } from '../render-contract';
import type { Config } from './config';
import { errorFields, type Logger } from './logger';
import type { PageStore } from './page-store';
import { redirectWithinSite } from './request-guards';
import { cacheControlUntilMidnight, conditionalHeaders, documentHeaders } from './response-headers';
import { sendStored } from './stored-response';

/** A render that has not finished after this long is aborted and answered with a 500. */
export const RENDER_TIMEOUT_MS = 10_000;

export interface PageHandlerOptions {
  config: Config;
  logger: Logger;
  /** Loads the server entry: once in production, on every request in development (hot reload). */
  loadEntry: () => Promise<ServerEntry>;
  assets: AssetResolver;
  /** Production: every page rendered at start-up; unknown paths get its 404 page. */
  pageStore?: PageStore;
  /** The time (ms since the epoch) pages are rendered for and day-dependent answers are cached by; `Date.now` by default. */
  clock?: () => number;
}

/** What every render needs; `path` names the page in the error log. */
export function renderOptions(options: PageHandlerOptions, path: string, waitForAll: boolean): RenderOptions {
  const { config, logger } = options;
  return {
    assets: options.assets,
    origin: config.publicOrigin,
    waitForAll,
    showErrorDetails: !config.production,
    timeoutMs: RENDER_TIMEOUT_MS,
    now: (options.clock ?? Date.now)(),
    onError: (error) => logger.error('render error', { path, ...errorFields(error) }),
    ...(config.analyticsId ? { analyticsId: config.analyticsId } : {}),
  };
}

/**
 * Every page request the stored pages did not answer. A path that spells a page another way
 * (`/About`, `/%61bout`, `/x/../about`) is sent to the page's own spelling with a 301, so each page
 * has one address. In production an unknown path gets the stored 404 page, and only a page that
 * depends on its query (a generated excuse, search results) is rendered, streamed and compressed
 * (`compress`) as it goes; in development every page is. Status codes come from the router.
 */
export function pageHandler(options: PageHandlerOptions, compress: RequestHandler): RequestHandler {
  const { config, logger, pageStore } = options;
  const clock = options.clock ?? Date.now;
  /** Compresses what follows; only a render needs it (a redirect has no body, the stored 404 carries its own forms). */
  const compressRender = (req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      compress(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const entry = await options.loadEntry();
      const url = new URL(req.originalUrl, config.publicOrigin);
      const canonical = entry.canonicalPath(url.pathname);
      if (canonical !== null && canonical !== req.path) {
        redirectWithinSite(res, `${canonical}${url.search}`);
        return;
      }
      if (canonical === null && pageStore) {
        logNotFound(404, req);
        sendStored(res, req.method, pageStore.notFound[langOfPath(req.path)], conditionalHeaders(req), clock);
        return;
      }

      await compressRender(req, res);
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const render = renderOptions(options, req.path, isbot(req.get('user-agent')));
      const result = await entry.render(new Request(url, { signal: controller.signal }), render);
      if (result.kind === 'response') {
        await sendRouterResponse(res, result.response);
        return;
      }
      logNotFound(result.status, req);
      res.status(result.status);
      // A day-dependent page reaches here when the store holds no answer for the day (development,
      // or a timer that ran late): rendered for the clock's time, cached only until midnight.
      const dayDependent = canonical !== null && isDayDependent(entry, canonical);
      for (const [name, value] of documentHeaders(result, dayDependent ? cacheControlUntilMidnight(render.now) : undefined))
        res.setHeader(name, value);
      if (req.method === 'HEAD') {
        result.abort();
        res.end();
        return;
      }
      res.on('close', () => {
        if (!res.writableFinished) result.abort();
      });
      // A body that breaks mid-way (its render thread died) cuts the response rather than leave it open.
      result.body.once('error', () => res.destroy());
      result.body.pipe(res);
    } catch (error) {
      next(error);
    }
  };

  function logNotFound(status: number, req: Request): void {
    if (status === 404) logger.info('not found', { path: req.path });
  }
}

/** The route table's day-dependent pages, per loaded entry (development loads it again on every request). */
const dayDependentPaths = new WeakMap<ServerEntry, ReadonlySet<string>>();
function isDayDependent(entry: ServerEntry, path: string): boolean {
  let paths = dayDependentPaths.get(entry);
  if (!paths) {
    paths = new Set(
      entry
        .pagePaths()
        .filter((page) => page.dayDependent)
        .map((page) => page.path),
    );
    dayDependentPaths.set(entry, paths);
  }
  return paths.has(path);
}

/** A redirect or raw response from the router (Fetch API), passed through as it is. */
async function sendRouterResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}
