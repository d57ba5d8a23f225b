import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import fresh from 'fresh';
import { NOT_FOUND_CACHE_KEY } from '../render-contract';
import type { Logger } from './logger';
import type { CachedPage, PageCache } from './page-cache';
import { MAX_URL_LENGTH } from './request-guards';

type Encoding = keyof CachedPage['variants'];
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * Serves cached pages before Express sees the request, at close to what a bare `node:http` server
 * costs. It answers only what it can answer exactly as the full stack would: a GET or HEAD for a
 * route's page already in the cache whose headers the full stack has sent once, at a clean address.
 * Anything else (a miss, an unknown path, a malformed or non-canonical URL, another method) returns
 * false and goes to Express.
 */
export function createFastPath(cache: PageCache, logger: Logger, publicOrigin: string) {
  return function fastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const started = process.hrtime.bigint();
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url.length > MAX_URL_LENGTH || !isCleanAddress(url)) return false;
    // Unknown paths are left to Express: some are its own routes (health checks, the sitemap, the
    // alias redirect, files), which the route table does not know.
    const key = cache.key(new URL(url, publicOrigin));
    const page = key === null || key === NOT_FOUND_CACHE_KEY ? undefined : cache.peek(key);
    if (!page?.fullStackHeaders) return false;

    const encoding = (accepts(req).encodings(ENCODINGS) || 'identity') as Encoding;
    const variant = page.variants[encoding];
    for (const [name, value] of page.fullStackHeaders) res.setHeader(name, value);
    res.setHeader('ETag', variant.etag);
    let status = page.status;
    if (status === 200 && fresh(req.headers, { etag: variant.etag })) {
      status = 304;
      res.statusCode = 304;
      res.end();
    } else {
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', variant.body.length);
      res.statusCode = status;
      res.end(req.method === 'HEAD' ? undefined : variant.body);
    }
    const path = url.split('?')[0] as string;
    logger.info('request', {
      method: req.method,
      path,
      status,
      durationMs: Number((Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)),
      bytes: status === 304 ? undefined : variant.body.length,
    });
    return true;
  };
}

/** An address the full stack would serve as it is: decodable, no repeated or trailing slash, no backslash. */
function isCleanAddress(url: string): boolean {
  const [path = '', query] = url.split('?', 2);
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\') || (path.length > 1 && path.endsWith('/'))) return false;
  try {
    decodeURIComponent(path);
    if (query) decodeURIComponent(query.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}
