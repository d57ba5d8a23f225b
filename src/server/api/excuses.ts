import express, { type Request, type Response } from 'express';
import type { Lang } from '../../i18n/languages';
import { type GeneratedExcuse, sharePath } from '../../lib/generator-options';
import { parseGeneratorQuery } from '../../lib/generator-query';
import { GENERATORS } from '../../lib/generators';
import { langParam } from './lang-param';
import { sendErrors, wantsText } from './respond';

/** What the API says about one excuse: the excuse itself and its share link. */
export interface ApiExcuse extends GeneratedExcuse {
  url: string;
}

/**
 * `GET /api/excuses?category=&tone=&count=` and `GET /api/excuses?id=`, each with `lang=en|es`: `{ excuses: [...] }`,
 * or plain text lines for `Accept: text/plain`.
 */
export function excusesApi(origin: string): express.Router {
  const router = express.Router();

  router.get('/', (req, res) => {
    const params = new URL(req.originalUrl, origin).searchParams;
    const lang = langParam(params);
    const parsed = parseGeneratorQuery(params, { api: true, lang: lang.ok ? lang.lang : 'en' });
    if (!lang.ok || !parsed.ok) {
      sendErrors(req, res, 400, [...(lang.ok ? [] : [lang.error]), ...(parsed.ok ? [] : parsed.errors)]);
      return;
    }
    const { query } = parsed;
    const generator = GENERATORS[lang.lang];
    if (query.kind === 'id') {
      const excuse = generator.findExcuse(query.id);
      if (!excuse) {
        sendErrors(req, res, 404, [{ parameter: 'id', message: `No excuse has the id "${query.id}".` }]);
        return;
      }
      res.set('Cache-Control', 'public, max-age=86400');
      sendExcuses(req, res, [excuse], lang.lang);
      return;
    }
    const options = query.kind === 'generate' ? { category: query.category, tone: query.tone, count: query.count } : { count: 1 };
    res.set('Cache-Control', 'no-store');
    sendExcuses(req, res, generator.generateExcuses(options), lang.lang);
  });

  function sendExcuses(req: Request, res: Response, excuses: GeneratedExcuse[], lang: Lang): void {
    if (wantsText(req)) {
      res.type('text/plain; charset=utf-8').send(`${excuses.map((excuse) => excuse.text).join('\n')}\n`);
      return;
    }
    res.json({ excuses: excuses.map((excuse): ApiExcuse => ({ ...excuse, url: new URL(sharePath(excuse.id, lang), origin).href })) });
  }

  return router;
}
