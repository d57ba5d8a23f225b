import type { Request } from 'express';
import { secondsToMidnight } from '../lib/utc-day';
import type { RenderResult } from '../render-contract';
import type { ConditionalHeaders } from './stored-response';

/**
 * The headers every way of answering a page shares: the stored pages (page-store), the fast path,
 * the page handler's renders and the share-card route all build or read them here.
 */

/** Pages: a minute in browsers, five in a CDN, served stale for ten while it revalidates. */
export const HTML_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/**
 * Answers that change at UTC midnight (the pages with the excuse of the day, its feed): the pages'
 * lifetimes, cut to the seconds left until midnight, and never served stale, so no browser or CDN
 * keeps yesterday's excuse past midnight. Computed when the answer is sent, from the server's clock.
 */
export function cacheControlUntilMidnight(now: number): string {
  const left = secondsToMidnight(now);
  return `public, max-age=${Math.min(60, left)}, s-maxage=${Math.min(300, left)}`;
}

/** The request headers a stored answer depends on, as Express has them. */
export const conditionalHeaders = (req: Request): ConditionalHeaders => ({
  acceptEncoding: req.headers['accept-encoding'],
  ifNoneMatch: req.headers['if-none-match'],
  cacheControl: req.headers['cache-control'],
});

/**
 * The document's own headers: type, the route's loader headers, and a cache policy unless the route
 * set one: `cacheControl` (the pages' own by default) or, for an error, `no-store`. With
 * `cacheControl` null there is none: the page store adds a day-dependent page's policy when it
 * sends the page.
 */
export function documentHeaders(
  result: Extract<RenderResult, { kind: 'document' }>,
  cacheControl: string | null = HTML_CACHE_CONTROL,
): [string, string][] {
  const headers: [string, string][] = [['Content-Type', 'text/html; charset=utf-8'], ...result.headers];
  if (cacheControl !== null && !result.headers.has('Cache-Control'))
    headers.push(['Cache-Control', result.status < 500 ? cacheControl : 'no-store']);
  return headers;
}
