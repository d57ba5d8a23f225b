import express, { type Request, type Response } from 'express';
import { findExcuse, type GeneratedExcuse, generateExcuses, sharePath } from '../../lib/generator';
import { parseGeneratorQuery } from '../../lib/generator-query';
import { sendErrors, wantsText } from './respond';

/** What the API says about one excuse: the excuse itself and its share link. */
export interface ApiExcuse extends GeneratedExcuse {
  url: string;
}

/**
 * `GET /api/excuses?category=&tone=&count=` and `GET /api/excuses?id=`: `{ excuses: [...] }`,
 * or plain text lines for `Accept: text/plain`.
 */
export function excusesApi(origin: string): express.Router {
  const router = express.Router();

  router.get('/', (req, res) => {
    const parsed = parseGeneratorQuery(new URL(req.originalUrl, origin).searchParams, { api: true });
    if (!parsed.ok) {
      sendErrors(req, res, 400, parsed.errors);
      return;
    }
    const { query } = parsed;
    if (query.kind === 'id') {
      const excuse = findExcuse(query.id);
      if (!excuse) {
        sendErrors(req, res, 404, [{ parameter: 'id', message: `No excuse has the id "${query.id}".` }]);
        return;
      }
      res.set('Cache-Control', 'public, max-age=86400');
      sendExcuses(req, res, [excuse]);
      return;
    }
    const options = query.kind === 'generate' ? { category: query.category, tone: query.tone, count: query.count } : { count: 1 };
    res.set('Cache-Control', 'no-store');
    sendExcuses(req, res, generateExcuses(options));
  });

  function sendExcuses(req: Request, res: Response, excuses: GeneratedExcuse[]): void {
    if (wantsText(req)) {
      res.type('text/plain; charset=utf-8').send(`${excuses.map((excuse) => excuse.text).join('\n')}\n`);
      return;
    }
    res.json({ excuses: excuses.map((excuse): ApiExcuse => ({ ...excuse, url: new URL(sharePath(excuse.id), origin).href })) });
  }

  return router;
}
