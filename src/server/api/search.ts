import express from 'express';
import { parseSearchQuery } from '../../lib/search-query';
import type { SiteSearch } from '../../render-contract';
import { langParam } from './lang-param';
import { sendErrors } from './respond';

/** `GET /api/search?q=&lang=`: the site search as JSON (the same ranking as the search page of that language). */
export function searchApi(origin: string, loadSearch: () => Promise<SiteSearch>): express.Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const params = new URL(req.originalUrl, origin).searchParams;
    const lang = langParam(params);
    const parsed = parseSearchQuery(params, { api: true, lang: lang.ok ? lang.lang : 'en' });
    const errors = [...(lang.ok ? [] : [lang.error]), ...(parsed.ok ? [] : [parsed.error])];
    if (!lang.ok || !parsed.ok) {
      sendErrors(req, res, 400, errors);
      return;
    }
    const { search } = await loadSearch();
    res.set('Cache-Control', 'public, max-age=300').json(search(parsed.query, lang.lang));
  });
  return router;
}

/**
 * `GET /api/excuse-refs`: the reference of every excuse on the site, the same for every visitor, so
 * a browser can drop saved excuses that no longer exist without telling the server what it saved.
 */
export function excuseRefsApi(loadSearch: () => Promise<SiteSearch>): express.Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    const { excuseRefs } = await loadSearch();
    res.set('Cache-Control', 'public, max-age=300').json({ refs: excuseRefs });
  });
  return router;
}
