import express from 'express';
import { rateLimit } from 'express-rate-limit';
import type { SiteSearch } from '../../render-contract';
import { excusesApi } from './excuses';
import { sendErrors } from './respond';
import { excuseRefsApi, searchApi } from './search';

const RATE_WINDOW_MS = 60_000;

/**
 * `/api`: one gate for every endpoint (CORS for any site, read-only methods, preflight), the
 * endpoints mounted by name, and a JSON 404 for anything else under `/api`.
 */
export function apiRouter(origin: string, requestsPerMinute: number, loadSearch: () => Promise<SiteSearch>): express.Router {
  const router = express.Router();

  router.use((req, res, next) => {
    res.set({ 'Access-Control-Allow-Origin': '*', Vary: 'Accept' });
    if (req.method === 'OPTIONS') {
      res.set({
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': 'Accept',
        'Access-Control-Max-Age': '86400',
      });
      res.status(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD, OPTIONS');
      sendErrors(req, res, 405, [{ parameter: 'method', message: `${req.method} is not supported; use GET.` }]);
      return;
    }
    next();
  });

  // Per client (its address, through TRUST_PROXY): standard RateLimit headers, then 429 with Retry-After.
  router.use(
    rateLimit({
      windowMs: RATE_WINDOW_MS,
      limit: requestsPerMinute,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // X-Forwarded-For is ignored unless TRUST_PROXY says a proxy sets it; a client sending one anyway is no misconfiguration.
      validate: { xForwardedForHeader: false },
      // The limiter has set Retry-After (and the RateLimit headers) before it calls this.
      handler: (req, res, _next, options) => {
        sendErrors(req, res, 429, [
          { parameter: 'rate', message: `Too many requests: at most ${options.limit} a minute per client. Try again shortly.` },
        ]);
      },
    }),
  );

  router.use('/excuses', excusesApi(origin));
  router.use('/search', searchApi(origin, loadSearch));
  router.use('/excuse-refs', excuseRefsApi(loadSearch));

  router.use((req, res) => {
    sendErrors(req, res, 404, [{ parameter: 'path', message: `No API endpoint at /api${req.path}. Try /api/excuses or /api/search.` }]);
  });

  return router;
}
