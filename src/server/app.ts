import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ROUTE_ALIASES } from '../content/catalog';
import { documentTitle, SITE } from '../site';
import { apiRouter } from './api/index';
import { loadClientFiles, missingAssets } from './client-files';
import { type DrawExcuseCard, EXCUSE_CARD_ROUTES, excuseCardRoute } from './excuse-cards';
import { createFastPath, storedAnswers } from './fast-path';
import { errorFields, type Logger, msSince, startTimer } from './logger';
import { type PageHandlerOptions, pageHandler } from './page-handler';
import { allowOnlyReads, redirectToCanonicalPath, redirectWithinSite, rejectMalformedUrls } from './request-guards';
import { securityHeaderList, securityHeaders } from './security';
import { sitemapRoutes } from './sitemap-routes';
import type { StoredResponse } from './stored-response';

export interface AppOptions extends PageHandlerOptions {
  /** Built client files (production) served from `/`. */
  clientDir?: string;
  /** Development: Vite's middleware serves sources and hot updates. */
  devMiddleware?: express.RequestHandler;
  /** Draws a built-in excuse's share card (`/og/excuse/<id>.png`); without it, those answer with the site card. */
  drawExcuseCard?: DrawExcuseCard;
}

/** Shared between the app and its owner: `/readyz` answers 503 once shutdown has begun. */
export interface Lifecycle {
  ready: boolean;
}

const HEALTH_PATHS = ['/healthz', '/readyz'];
const API_PREFIX = '/api';

/** The whole site as a list of middleware, in the order a request meets them. */
export function createApp(options: AppOptions): {
  /**
   * The request listener: the fast path answers what is stored (the client build, the stored pages)
   * before Express sees the request; Express answers everything else.
   */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** The Express app alone, which never serves a stored page or file (it sends the stored 404 page for unknown paths). */
  app: express.Express;
  /** The fast path alone (true when it answered), for tests that tell who answered. */
  fastPath: (req: IncomingMessage, res: ServerResponse) => boolean;
  lifecycle: Lifecycle;
} {
  const { config, logger } = options;
  // One clock for everything that depends on the time: renders, the stored day's answers, their caching.
  const clock = options.clock ?? Date.now;
  const lifecycle: Lifecycle = { ready: true };
  const security = securityHeaderList(config, Boolean(options.devMiddleware));
  const clientFiles = options.clientDir ? loadClientFiles(options.clientDir, security) : new Map<string, StoredResponse>();
  const stored = storedAnswers(options.pageStore, clientFiles, clock);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'strong');
  // JSON answers escape <, > and &, so a value echoed in an error message can never read as markup.
  app.set('json escape', true);

  app.use(accessLog(logger));
  app.use(rejectMalformedUrls);
  app.use(securityHeaders(security));
  app.use(healthChecks(lifecycle));

  // Per-request compression (streamed renders, the sitemap, the API): brotli at a small window and a
  // middling quality, since a default brotli encoder holds megabytes of native memory per response in
  // flight. Given to the routes that make a body per request, not to every request: wrapping the
  // response cost an unknown path's stored 404 a fifth of its CPU (five side-by-side rounds: 0.71-0.86x).
  const compress = compression({
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } },
  });
  app.use(
    API_PREFIX,
    compress,
    apiRouter(config.publicOrigin, config.apiRateLimit, async () => (await options.loadEntry()).siteSearch),
  );
  app.use(allowOnlyReads);
  app.use(redirectToCanonicalPath);
  if (options.clientDir) app.use(missingAssets);
  // Generated excuses' share cards, drawn on request (the pages' cards are files of the client build).
  app.get(
    EXCUSE_CARD_ROUTES,
    excuseCardRoute({ draw: options.drawExcuseCard, siteCard: clientFiles.get(SITE.shareImage), securityHeaders: security, logger }),
  );

  if (options.devMiddleware) app.use(compress, options.devMiddleware);

  app.use(sitemapRoutes({ ...options, clock }, compress));
  for (const [from, to] of Object.entries(ROUTE_ALIASES)) {
    app.get(from, (req, res) => redirectWithinSite(res, `${to}${req.originalUrl.slice(from.length)}`));
  }
  app.get('/{*splat}', pageHandler({ ...options, clock }, compress));

  app.use(errorHandler(logger, config.production));
  const fastPath = createFastPath(stored, logger, clock);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPath(req, res)) app(req, res);
  };
  return { handle, app, fastPath, lifecycle };
}

/** `/healthz` (the process answers) and `/readyz` (it takes traffic), never cached. */
function healthChecks(lifecycle: Lifecycle): express.Router {
  const router = express.Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store').type('text/plain');
  const [healthz, readyz] = HEALTH_PATHS as [string, string];
  router.get(healthz, (_req, res) => {
    noStore(res).send('ok\n');
  });
  router.get(readyz, (_req, res) => {
    noStore(res)
      .status(lifecycle.ready ? 200 : 503)
      .send(lifecycle.ready ? 'ready\n' : 'shutting down\n');
  });
  return router;
}

function accessLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = startTimer();
    res.on('finish', () => {
      const fields = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: msSince(started),
        bytes: Number(res.getHeader('Content-Length') ?? 0) || undefined,
      };
      // Health probes arrive every few seconds: keep them out of the info log.
      if (HEALTH_PATHS.includes(req.path)) logger.debug('request', fields);
      else logger.request(fields);
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
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(documentTitle('Error'))}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Unexpected Application Error!</h1><p>${message}</p>${detail}<p><a href="/">Go back to the home page</a></p></body></html>`,
      );
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
