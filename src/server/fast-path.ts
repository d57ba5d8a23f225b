import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { NOT_FOUND_CACHE_KEY } from '../render-contract';
import { type Encoding, pickEncoding } from './encoded-body';
import { type Logger, msSince, startTimer } from './logger';
import type { CachedPage, PageCache } from './page-cache';
import { MAX_URL_LENGTH } from './request-guards';

/**
 * Serves cached pages before Express sees the request, at close to what a bare `node:http` server
 * costs. It answers only what it can answer exactly as the full stack would: a GET or HEAD for a
 * route's page already in the cache whose headers the full stack has sent once, at a clean address,
 * and the cached 404 page for a path no route matches and Express has no route of its own for
 * (`ownsPath`; by default it owns everything). Anything else (a miss, a malformed or non-canonical
 * URL, another method) returns false and goes to Express.
 */
export function createFastPath(cache: PageCache, logger: Logger, publicOrigin: string, ownsPath: (path: string) => boolean = () => true) {
  // Per request work is kept to lookups: the key for each clean path (bounded by the route table:
  // only route keys are remembered) and each page's raw header list per encoding.
  const keys = new Map<string, string>();
  const rawHeaders = new WeakMap<CachedPage, Record<Encoding, string[]>>();

  /** `path` is `url` up to its query, if it has one. */
  function keyFor(url: string, path: string): string | null {
    const memoKey = path === url ? url : `${path}?`;
    const known = keys.get(memoKey);
    if (known) return known;
    if (!isCleanPath(path)) return null;
    const key = cache.key(new URL(url, publicOrigin));
    if (key === null) return null;
    // Some paths the route table does not know are Express's own (health checks, the sitemap, the
    // alias redirect, files); the rest share the 404 page. They are not remembered: there is no
    // end to them.
    if (key === NOT_FOUND_CACHE_KEY) return ownsPath(path) ? null : key;
    keys.set(memoKey, key);
    return key;
  }

  function headersOf(page: CachedPage, fullStackHeaders: [string, string][]): Record<Encoding, string[]> {
    let byEncoding = rawHeaders.get(page);
    if (!byEncoding) {
      const shared = fullStackHeaders.flat();
      const forVariant = (encoding: Encoding) => {
        const { body, etag } = page.variants[encoding];
        return [
          ...shared,
          'ETag',
          etag,
          ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
          'Content-Length',
          String(body.length),
        ];
      };
      byEncoding = { br: forVariant('br'), gzip: forVariant('gzip'), identity: forVariant('identity') };
      rawHeaders.set(page, byEncoding);
    }
    return byEncoding;
  }

  const logRequests = logger.enabled('info');

  return function fastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const started = logRequests ? startTimer() : 0;
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url.length > MAX_URL_LENGTH) return false;
    const queryAt = url.indexOf('?');
    if (queryAt !== -1 && !decodes(url.slice(queryAt + 1).replace(/\+/g, ' '))) return false;
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const key = keyFor(url, path);
    const page = key === null ? undefined : cache.peek(key);
    if (!page?.fullStackHeaders) return false;

    // Read the two headers from the raw list: building `req.headers` costs more than the rest.
    const { acceptEncoding, ifNoneMatch, cacheControl } = conditionalHeaders(req.rawHeaders);
    const encoding = pickEncoding(acceptEncoding);
    const variant = page.variants[encoding];
    let status = page.status;
    if (status === 200 && ifNoneMatch && fresh({ 'if-none-match': ifNoneMatch, 'cache-control': cacheControl }, { etag: variant.etag })) {
      status = 304;
      res.writeHead(304, [...page.fullStackHeaders.flat(), 'ETag', variant.etag]);
      res.end();
    } else {
      res.writeHead(status, headersOf(page, page.fullStackHeaders)[encoding]);
      res.end(req.method === 'HEAD' ? undefined : variant.body);
    }
    if (!logRequests) return true;
    if (status === 404) logger.info('not found', { path });
    logger.request({
      method: req.method,
      path,
      status,
      durationMs: msSince(started),
      bytes: status === 304 ? undefined : variant.body.length,
    });
    return true;
  };
}

function conditionalHeaders(raw: string[]) {
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let cacheControl: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const name = (raw[index] as string).toLowerCase();
    if (name === 'accept-encoding') acceptEncoding = raw[index + 1];
    else if (name === 'if-none-match') ifNoneMatch = raw[index + 1];
    else if (name === 'cache-control') cacheControl = raw[index + 1];
  }
  return { acceptEncoding, ifNoneMatch, cacheControl };
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A path the full stack would serve as it is: decodable, no repeated or trailing slash, no backslash. */
function isCleanPath(path: string): boolean {
  return (
    path.startsWith('/') && !path.includes('//') && !path.includes('\\') && (path.length === 1 || !path.endsWith('/')) && decodes(path)
  );
}
