import express, { type RequestHandler } from 'express';
import { LANGS } from '../i18n/languages';
import { FEED_PATHS } from '../paths';
import type { ServerEntry } from '../render-contract';
import type { Config } from './config';
import { buildFeedXml, FEED_CONTENT_TYPE } from './feed';
import { cacheControlUntilMidnight } from './response-headers';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

/**
 * `/sitemap.xml` (and `/sitemap`, the same document), `/robots.txt` and the feed of the excuses of
 * the day, `/feed.xml`. The sitemap is built once from the route table; a failed build is not
 * remembered, so the next request tries again. The feed is answered here only when the page store
 * holds none for the day (development, or a store whose timer ran late): built for the clock's
 * time, per request, and cached until midnight, like the stored one.
 */
export function sitemapRoutes(
  options: { config: Config; loadEntry: () => Promise<ServerEntry>; clock: () => number },
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
  for (const lang of LANGS) {
    router.get(FEED_PATHS[lang], compress, (_req, res) => {
      const now = options.clock();
      res
        .type(FEED_CONTENT_TYPE)
        .set('Cache-Control', cacheControlUntilMidnight(now))
        .send(buildFeedXml(publicOrigin, now, lang));
    });
  }
  router.get('/robots.txt', compress, (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(buildRobotsTxt(publicOrigin));
  });
  return router;
}
