import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonValue, type Logger, msSince, startTimer } from './logger';
import { type PageStore, storedPageFor } from './page-store';
import { MAX_URL_LENGTH } from './request-guards';
import { type ConditionalHeaders, type StoredResponse, sendStored } from './stored-response';

/**
 * Everything answered from memory: the client build's files and the stored pages, looked up by
 * the request target exactly as sent (a day-dependent answer, for the clock's current UTC day).
 * Both are fixed when made; a target that is not exactly one of their paths (another spelling, an
 * unknown path, a query on a page that reads it, a day whose answers are not made) is not found
 * here and goes to Express.
 */
export interface StoredAnswers {
  /** The answer stored for a target's path (before any `?`), and whether the target had a query. */
  find(path: string, hasQuery: boolean): StoredResponse | undefined;
  /** Each stored path as the access log writes it (JSON), made once. */
  pathJson(path: string): string;
}

export function storedAnswers(
  store: PageStore | undefined,
  files: ReadonlyMap<string, StoredResponse>,
  clock: () => number = Date.now,
): StoredAnswers {
  const pathJsons = new Map(
    [...files.keys(), ...(store?.pages.keys() ?? []), ...(store?.dayPaths ?? [])].map((path) => [path, jsonValue(path)]),
  );
  return {
    find: (path, hasQuery) => files.get(path) ?? (store ? storedPageFor(store, path, hasQuery, clock) : undefined),
    pathJson: (path) => pathJsons.get(path) ?? jsonValue(path),
  };
}

/**
 * Serves stored answers before Express sees the request, at close to what a bare `node:http`
 * server costs: a GET or HEAD whose target is a stored path, with a query that decodes. Anything
 * else returns false and goes to Express, which answers it in full. It is the only way stored
 * answers are served: every request reaches the app through it (`createApp`'s `handle`).
 */
export function createFastPath(answers: StoredAnswers, logger: Logger, clock: () => number = Date.now) {
  const logRequests = logger.enabled('info');

  return function fastPath(req: IncomingMessage, res: ServerResponse): boolean {
    const started = logRequests ? startTimer() : 0;
    const target = req.url ?? '';
    const method = req.method;
    if ((method !== 'GET' && method !== 'HEAD') || target.length > MAX_URL_LENGTH) return false;
    const { path, query } = splitTarget(target);
    if (query !== undefined && !decodes(query.replace(/\+/g, ' '))) return false;
    const stored = answers.find(path, query !== undefined);
    if (!stored) return false;

    const { status, bytes } = sendStored(res, method, stored, rawConditionalHeaders(req.rawHeaders), clock);
    if (logRequests) logger.access(method, answers.pathJson(path), status, msSince(started), bytes);
    return true;
  };
}

/** A request target's path and its query (after the first `?`; undefined without one), split once. */
function splitTarget(target: string): { path: string; query: string | undefined } {
  const queryAt = target.indexOf('?');
  return queryAt === -1 ? { path: target, query: undefined } : { path: target.slice(0, queryAt), query: target.slice(queryAt + 1) };
}

/**
 * Read from the raw list: building `req.headers` costs more than the rest of the fast path. A
 * header sent twice is joined with a comma, as Node joins it for `req.headers`.
 */
function rawConditionalHeaders(raw: string[]): ConditionalHeaders {
  const headers: ConditionalHeaders = {};
  const add = (name: keyof ConditionalHeaders, value: string | undefined) => {
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  };
  for (let index = 0; index < raw.length; index += 2) {
    const rawName = raw[index] as string;
    // Only names of the right length are lowered: a browser sends a dozen headers or more.
    if (rawName.length !== 15 && rawName.length !== 13) continue;
    const name = rawName.toLowerCase();
    if (name === 'accept-encoding') add('acceptEncoding', raw[index + 1]);
    else if (name === 'if-none-match') add('ifNoneMatch', raw[index + 1]);
    else if (name === 'cache-control') add('cacheControl', raw[index + 1]);
  }
  return headers;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}
