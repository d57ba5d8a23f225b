import express from 'express';
import { excusesApi } from './excuses';
import { sendErrors } from './respond';

/**
 * `/api`: one gate for every endpoint (CORS for any site, read-only methods, preflight), the
 * endpoints mounted by name, and a JSON 404 for anything else under `/api`.
 */
export function apiRouter(origin: string): express.Router {
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

  router.use('/excuses', excusesApi(origin));

  router.use((req, res) => {
    sendErrors(req, res, 404, [{ parameter: 'path', message: `No API endpoint at /api${req.path}. Try /api/excuses.` }]);
  });

  return router;
}
