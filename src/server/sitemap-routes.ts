import express, { type RequestHandler } from 'express';
import type { ServerEntry } from '../render-contract';
import type { Config } from './config';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

/**
 * `/sitemap.xml` (and `/sitemap`, the same document) and `/robots.txt`. The sitemap is built once
 * from the route table; a failed build is not remembered, so the next request tries again.
 */
export function sitemapRoutes(
  options: { config: Config; loadEntry: () => Promise<ServerEntry> },
  compress: RequestHandler,
): express.Router {
  const { publicOrigin } = options.config;
  const router = express.Router();
  let sitemapXml: Promise<string> | undefined;

  router.get(['/sitemap.xml', '/sitemap'], compress, async (_req, res, next) => {
    try {
      sitemapXml ??= options
        .loadEntry()
        .then(async (entry) => buildSitemapXml(await entry.sitemapEntries(), publicOrigin))
        .catch((error: unknown) => {
          sitemapXml = undefined;
          throw error;
        });
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=3600')
        .send(await sitemapXml);
    } catch (error) {
      next(error);
    }
  });
  router.get('/robots.txt', compress, (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(buildRobotsTxt(publicOrigin));
  });
  return router;
}
