import type { Request } from 'express';
import type { RenderResult } from '../render-contract';
import type { ConditionalHeaders } from './stored-response';

/**
 * The headers every way of answering a page shares: the stored pages (page-store), the fast path,
 * the page handler's renders and the share-card route all build or read them here.
 */

/** Pages: a minute in browsers, five in a CDN, served stale for ten while it revalidates. */
export const HTML_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** The request headers a stored answer depends on, as Express has them. */
export const conditionalHeaders = (req: Request): ConditionalHeaders => ({
  acceptEncoding: req.headers['accept-encoding'],
  ifNoneMatch: req.headers['if-none-match'],
  cacheControl: req.headers['cache-control'],
});

/** The document's own headers: type, the route's loader headers, and a cache policy unless the route set one. */
export function documentHeaders(result: Extract<RenderResult, { kind: 'document' }>): [string, string][] {
  const headers: [string, string][] = [['Content-Type', 'text/html; charset=utf-8'], ...result.headers];
  if (!result.headers.has('Cache-Control')) headers.push(['Cache-Control', result.status < 500 ? HTML_CACHE_CONTROL : 'no-store']);
  return headers;
}
