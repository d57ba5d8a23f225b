import { text } from 'node:stream/consumers';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import type { AssetResolver, RenderOptions, RenderResult, ServerEntry } from '../render-contract';
import type { Config } from './config';
import { errorFields, type Logger } from './logger';
import { PageCache, type RenderedPage, sendPage } from './page-cache';

/** A render that has not finished after this long is aborted and answered with a 500. */
export const RENDER_TIMEOUT_MS = 10_000;
export const HTML_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export interface PageHandlerOptions {
  config: Config;
  logger: Logger;
  /** Loads the server entry: once in production, on every request in development (hot reload). */
  loadEntry: () => Promise<ServerEntry>;
  assets: AssetResolver;
  /** Cache finished documents in memory (production). */
  cachePages: boolean;
  /** The cache to use when one is shared with the fast path; otherwise the handler makes its own. */
  pageCache?: PageCache;
}

/**
 * Every page request: a cached document when there is one (rendered once, whole), otherwise a
 * streamed render (a generated excuse, or development). Status codes come from the router.
 */
export function pageHandler(options: PageHandlerOptions): RequestHandler {
  const { config, logger } = options;
  let cache = options.cachePages ? options.pageCache : undefined;

  const renderOptions = (req: Request, waitForAll: boolean): RenderOptions => ({
    assets: options.assets,
    origin: config.publicOrigin,
    waitForAll,
    showErrorDetails: !config.production,
    timeoutMs: RENDER_TIMEOUT_MS,
    onError: (error) => logger.error('render error', { path: req.path, ...errorFields(error) }),
    ...(config.analyticsId ? { analyticsId: config.analyticsId } : {}),
  });

  /** The whole document as the cache keeps it. Shared by concurrent requests, so no client can abort it. */
  async function renderWhole(entry: ServerEntry, url: URL, req: Request): Promise<RenderedPage> {
    const result = await entry.render(new Request(url), renderOptions(req, true));
    if (result.kind === 'response') {
      const headers: [string, string][] = [...result.response.headers];
      return { status: result.response.status, headers, html: Buffer.from(await result.response.arrayBuffer()), keep: false };
    }
    const html = Buffer.from(await text(result.body));
    return { status: result.status, headers: documentHeaders(result), html, keep: !result.failed() };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const entry = await options.loadEntry();
      const url = new URL(req.originalUrl, config.publicOrigin);
      if (options.cachePages) cache ??= new PageCache(entry.cacheKey);
      const key = cache?.key(url) ?? null;
      if (cache && key !== null) {
        const page = await cache.get(key, () => renderWhole(entry, url, req));
        logNotFound(page.status, req);
        sendPage(req, res, page);
        return;
      }

      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const result = await entry.render(new Request(url, { signal: controller.signal }), renderOptions(req, isbot(req.get('user-agent'))));
      if (result.kind === 'response') {
        await sendRouterResponse(res, result.response);
        return;
      }
      logNotFound(result.status, req);
      res.status(result.status);
      for (const [name, value] of documentHeaders(result)) res.setHeader(name, value);
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

/** The document's own headers: type, the route's loader headers, and a cache policy unless the route set one. */
function documentHeaders(result: Extract<RenderResult, { kind: 'document' }>): [string, string][] {
  const headers: [string, string][] = [['Content-Type', 'text/html; charset=utf-8'], ...result.headers];
  if (!result.headers.has('Cache-Control')) headers.push(['Cache-Control', result.status < 500 ? HTML_CACHE_CONTROL : 'no-store']);
  return headers;
}

/** A redirect or raw response from the router (Fetch API), passed through as it is. */
async function sendRouterResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}
