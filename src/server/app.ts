import path from 'node:path';
import { text } from 'node:stream/consumers';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { isbot } from 'isbot';
import { ROUTE_ALIASES } from '../content/catalog';
import type { RenderOptions, ServerEntry } from '../entry-server';
import { excusesApi } from './api';
import type { AssetResolver } from './assets';
import type { Config } from './config';
import { errorFields, type Logger } from './logger';
import { type CachedPage, cachePage, sendCachedPage } from './page-cache';
import { allowOnlyReads, redirectToCanonicalPath, rejectMalformedUrls } from './request-guards';
import { securityHeaders } from './security';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

/** A render that has not finished after this long is aborted and answered with a 500. */
export const RENDER_TIMEOUT_MS = 10_000;
const HTML_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** Loads the server entry: once in production, on every request in development (hot reload). */
  loadEntry: () => Promise<ServerEntry>;
  assets: AssetResolver;
  /** Built client files (production) served from `/`. */
  clientDir?: string;
  /** Development: Vite's middleware serves sources and hot updates. */
  devMiddleware?: express.RequestHandler;
  /** Cache finished documents in memory (production). */
  cachePages: boolean;
}

/** Shared between the app and its owner: `/readyz` answers 503 once shutdown has begun. */
export interface Lifecycle {
  ready: boolean;
}

export function createApp(options: AppOptions): { app: express.Express; lifecycle: Lifecycle } {
  const { config, logger } = options;
  const lifecycle: Lifecycle = { ready: true };
  const pageCache = new Map<string, CachedPage>();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');

  app.use(accessLog(logger));
  app.use(rejectMalformedUrls);
  app.use(securityHeaders(config, Boolean(options.devMiddleware)));

  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
  app.get('/healthz', (_req, res) => {
    noStore(res).type('text/plain').send('ok\n');
  });
  app.get('/readyz', (_req, res) => {
    noStore(res)
      .status(lifecycle.ready ? 200 : 503)
      .type('text/plain')
      .send(lifecycle.ready ? 'ready\n' : 'shutting down\n');
  });

  const compress = compression();
  app.use('/api', compress, excusesApi(config.publicOrigin));
  app.use(allowOnlyReads);
  app.use(redirectToCanonicalPath);
  app.use(compress);

  if (options.devMiddleware) app.use(options.devMiddleware);
  if (options.clientDir) {
    // Hashed build output never changes under its name; a missing file is a plain 404.
    app.use(
      '/assets',
      express.static(path.join(options.clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false, index: false }),
    );
    app.use(express.static(options.clientDir, { maxAge: '1d', index: false }));
  }

  let sitemapXml: Promise<string> | undefined;
  const sendSitemap = async (_req: Request, res: Response) => {
    sitemapXml ??= options.loadEntry().then(async (entry) => buildSitemapXml(await entry.sitemapEntries(), config.publicOrigin));
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(await sitemapXml);
  };
  app.get(['/sitemap.xml', '/sitemap'], sendSitemap);
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(buildRobotsTxt(config.publicOrigin));
  });

  for (const [from, to] of Object.entries(ROUTE_ALIASES)) {
    app.get(from, (req, res) => res.redirect(301, `${to}${req.originalUrl.slice(from.length)}`));
  }

  app.get('/{*splat}', async (req: Request, res: Response, next: NextFunction) => {
    try {
      const entry = await options.loadEntry();
      const url = new URL(req.originalUrl, config.publicOrigin);
      const key = options.cachePages ? entry.cacheKey(url) : null;
      const cached = key === null ? undefined : pageCache.get(key);
      if (cached) {
        sendCachedPage(req, res, cached);
        return;
      }
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const request = new Request(url, { method: 'GET', signal: controller.signal });
      const renderOptions: RenderOptions = {
        assets: options.assets,
        origin: config.publicOrigin,
        waitForAll: key !== null || isbot(req.get('user-agent')),
        showErrorDetails: !config.production,
        timeoutMs: RENDER_TIMEOUT_MS,
        onError: (error) => logger.error('render error', { path: req.path, ...errorFields(error) }),
        ...(config.analyticsId ? { analyticsId: config.analyticsId } : {}),
      };
      const result = await entry.render(request, renderOptions);
      if (result.kind === 'response') {
        await sendRouterResponse(res, result.response);
        return;
      }
      if (result.status === 404) logger.info('not found', { path: req.path });
      res.status(result.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      result.headers.forEach((value, name) => {
        res.setHeader(name, value);
      });
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', result.status < 500 ? HTML_CACHE_CONTROL : 'no-store');

      if (key !== null) {
        const html = Buffer.from(await text(result.body));
        const page = cachePage(res.statusCode, headerPairs(res), html);
        if (!result.failed() && (result.status === 200 || result.status === 404)) pageCache.set(key, page);
        sendCachedPage(req, res, page);
        return;
      }
      if (req.method === 'HEAD') {
        result.abort();
        res.end();
        return;
      }
      res.on('close', () => {
        if (!res.writableFinished) result.abort();
      });
      result.body.pipe(res);
    } catch (error) {
      next(error);
    }
  });

  app.use(errorHandler(logger, config.production));
  return { app, lifecycle };
}

function headerPairs(res: Response): [string, string][] {
  return Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** A redirect or raw response from the router (Fetch API), passed through as it is. */
async function sendRouterResponse(res: Response, response: globalThis.Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

function accessLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const fields = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number((Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)),
        bytes: Number(res.getHeader('Content-Length') ?? 0) || undefined,
      };
      // Health probes arrive every few seconds: keep them out of the info log.
      if (req.path === '/healthz' || req.path === '/readyz') logger.debug('request', fields);
      else logger.info('request', fields);
    });
    next();
  };
}

/** The last stop: a plain page, the error's text only outside production, never a stack in production. */
function errorHandler(logger: Logger, production: boolean) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 500;
    if (status >= 500) logger.error('request failed', { path: req.path, ...errorFields(error) });
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const detail =
      production || status < 500 ? '' : `<pre>${escapeHtml(error instanceof Error ? (error.stack ?? error.message) : String(error))}</pre>`;
    const message = status < 500 ? 'The request could not be handled.' : 'Something went wrong on our side. Please try again in a moment.';
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error | Excusely</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Unexpected Application Error!</h1><p>${message}</p>${detail}<p><a href="/">Go back to the home page</a></p></body></html>`,
      );
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
