import express from 'express';
import { parseSearchQuery } from '../../lib/search-query';
import { searchSite } from '../search-index';
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
