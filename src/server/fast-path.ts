import type { IncomingMessage, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { NOT_FOUND_CACHE_KEY } from '../render-contract';
import type { ClientFile } from './client-files';
import { jsonValue, type Logger, msSince, startTimer } from './logger';
import type { PageCache } from './page-cache';
import { MAX_URL_LENGTH } from './request-guards';
import { type Encoding, type StoredResponse, variantFor } from './stored-response';

/**
 * Serves cached pages and the client build's files before Express sees the request, at close to
 * what a bare `node:http` server costs. It answers only what it can answer exactly as the full
 * stack would, once the full stack has sent it once (and so its headers are known): a GET or HEAD
 * for a file of the build at its exact path, for a route's cached page at a clean address, or for
 * the cached 404 page at a path no route matches and Express has no route of its own for
 * (`ownsPath`; by default it owns everything). Anything else (a miss, a malformed or non-canonical
 * URL, another method) returns false and goes to Express.
 */
export function createFastPath(
  cache: PageCache,
  logger: Logger,
  publicOrigin: string,
  ownsPath: (path: string) => boolean = () => true,
  clientFiles: ReadonlyMap<string, ClientFile> = new Map(),
) {
  // Per request work is kept to lookups: the key for each clean path (bounded by the route table:
  // only route keys are remembered), each stored answer's raw header list per encoding, and the
  // access log's JSON for each path of a file or a route.
  const keys = new Map<string, string>();
  const rawHeaders = new WeakMap<StoredResponse, Partial<Record<Encoding, string[]>>>();
  const pathJsons = new Map([...clientFiles.keys()].map((path) => [path, jsonValue(path)]));

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
    pathJsons.set(path, jsonValue(path));
    return key;
  }

  function pageAt(url: string, path: string): StoredResponse | undefined {
    const key = keyFor(url, path);
    return key === null ? undefined : cache.peek(key);
  }

  function headersOf(stored: StoredResponse, encoding: Encoding, fullStackHeaders: [string, string][]): string[] {
    let byEncoding = rawHeaders.get(stored);
    if (!byEncoding) {
      byEncoding = {};
      rawHeaders.set(stored, byEncoding);
    }
    const { body, etag } = stored.variants[encoding] ?? stored.variants.identity;
    byEncoding[encoding] ??= [
      ...fullStackHeaders.flat(),
      'ETag',
      etag,
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
      'Content-Length',
      String(body.length),
    ];
    return byEncoding[encoding];
  }

  const logRequests = logger.enabled('info');

  return function fastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const started = logRequests ? startTimer() : 0;
    const url = req.url ?? '';
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || url.length > MAX_URL_LENGTH) return false;
    const queryAt = url.indexOf('?');
    if (queryAt !== -1 && !decodes(url.slice(queryAt + 1).replace(/\+/g, ' '))) return false;
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const stored = clientFiles.get(path) ?? pageAt(url, path);
    if (!stored?.fullStackHeaders) return false;

    // Read the two headers from the raw list: building `req.headers` costs more than the rest.
    const { acceptEncoding, ifNoneMatch, cacheControl } = conditionalHeaders(req.rawHeaders);
    const { encoding, variant } = variantFor(stored, acceptEncoding);
    let status = stored.status;
    if (status === 200 && ifNoneMatch && fresh({ 'if-none-match': ifNoneMatch, 'cache-control': cacheControl }, { etag: variant.etag })) {
      status = 304;
      res.writeHead(304, [...stored.fullStackHeaders.flat(), 'ETag', variant.etag]);
      res.end();
    } else {
      res.writeHead(status, headersOf(stored, encoding, stored.fullStackHeaders));
      res.end(method === 'HEAD' ? undefined : variant.body);
    }
    if (!logRequests) return true;
    if (status === 404) logger.info('not found', { path });
    const bytes = status === 304 ? undefined : variant.body.length;
    logger.access(method, pathJsons.get(path) ?? jsonValue(path), status, msSince(started), bytes);
    return true;
  };
}

function conditionalHeaders(raw: string[]) {
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let cacheControl: string | undefined;
  for (let index = 0; index < raw.length; index += 2) {
    const rawName = raw[index] as string;
    // Only names of the right length are lowered: a browser sends a dozen headers or more.
    if (rawName.length !== 15 && rawName.length !== 13) continue;
    const name = rawName.toLowerCase();
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
