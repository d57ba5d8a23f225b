import express, { type Request, type Response } from 'express';
import { type GeneratedExcuse, generateExcuses, sharePath } from '../lib/generator';
import { type ParameterError, parseGeneratorQuery } from '../lib/generator-query';

/** What the API says about one excuse: the excuse itself and its share link. */
export interface ApiExcuse extends GeneratedExcuse {
  url: string;
}

/**
 * `GET /api/excuses?category=&tone=&count=` and `GET /api/excuses?id=`. JSON by default
 * (`{ excuses: [...] }` or `{ errors: [{ parameter, message }] }`), plain text lines for
 * `Accept: text/plain`. Open to any site (CORS), read-only.
 */
export function excusesApi(origin: string): express.Router {
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

  router.get('/excuses', (req, res) => {
    const parsed = parseGeneratorQuery(new URL(req.originalUrl, origin).searchParams, { api: true });
    if (!parsed.ok) {
      sendErrors(req, res, 400, parsed.errors);
      return;
    }
    const { query } = parsed;
    if (query.kind === 'id') {
      if (!query.excuse) {
        sendErrors(req, res, 404, [{ parameter: 'id', message: `No excuse has the id "${query.id}".` }]);
        return;
      }
      res.set('Cache-Control', 'public, max-age=86400');
      sendExcuses(req, res, [query.excuse]);
      return;
    }
    const options = query.kind === 'generate' ? { category: query.category, tone: query.tone, count: query.count } : { count: 1 };
    res.set('Cache-Control', 'no-store');
    sendExcuses(req, res, generateExcuses(options));
  });

  router.use((req, res) => {
    sendErrors(req, res, 404, [{ parameter: 'path', message: `No API endpoint at ${req.path}. Try /api/excuses.` }]);
  });

  function wantsText(req: Request): boolean {
    return req.accepts(['application/json', 'text/plain']) === 'text/plain';
  }

  function sendExcuses(req: Request, res: Response, excuses: GeneratedExcuse[]): void {
    if (wantsText(req)) {
      res.type('text/plain; charset=utf-8').send(`${excuses.map((excuse) => excuse.text).join('\n')}\n`);
      return;
    }
    res.json({ excuses: excuses.map((excuse): ApiExcuse => ({ ...excuse, url: new URL(sharePath(excuse.id), origin).href })) });
  }

  function sendErrors(req: Request, res: Response, status: number, errors: ParameterError[]): void {
    res.status(status).set('Cache-Control', 'no-store');
    if (wantsText(req)) {
      res.type('text/plain; charset=utf-8').send(`${errors.map((error) => `${error.parameter}: ${error.message}`).join('\n')}\n`);
      return;
    }
    res.json({ errors });
  }

  return router;
}
