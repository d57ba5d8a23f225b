import express from 'express';
import { parseSearchQuery } from '../../lib/search-query';
import { EXCUSE_REFS, searchSite } from '../search-index';
import { sendErrors } from './respond';

/** `GET /api/search?q=`: the site search as JSON (the same ranking as the /search page). */
export function searchApi(origin: string): express.Router {
  const router = express.Router();
  router.get('/', (req, res) => {
    const parsed = parseSearchQuery(new URL(req.originalUrl, origin).searchParams, { api: true });
    if (!parsed.ok) {
      sendErrors(req, res, 400, [parsed.error]);
      return;
    }
    res.set('Cache-Control', 'public, max-age=300').json(searchSite(parsed.query));
  });
  return router;
}

/**
 * `GET /api/excuse-refs`: the reference of every excuse on the site, the same for every visitor, so
 * a browser can drop saved excuses that no longer exist without telling the server what it saved.
 */
export function excuseRefsApi(): express.Router {
  const router = express.Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ refs: EXCUSE_REFS });
  });
  return router;
}
