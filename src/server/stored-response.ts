import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One form of a body, as sent with a given Content-Encoding (none for identity). */
export interface EncodedBody {
  body: Buffer;
  /** Distinct per encoding: a cache must never answer a brotli request with the gzip bytes. */
  etag: string;
}

/**
 * An answer kept in memory, made once and sent many times: a cached page or a file of the client
 * build, with its body in its plain form and, for text, in brotli and gzip.
 */
export interface StoredResponse {
  status: number;
  variants: { identity: EncodedBody } & Partial<Record<Exclude<Encoding, 'identity'>, EncodedBody>>;
  /**
   * Every header the full Express stack sent with it the first time (security headers and all),
   * less those that vary per response. The fast path replays them, so its answers match.
   */
  fullStackHeaders?: [string, string][];
}

/** A short digest of a body's plain form, the stem of its ETags. */
export const contentDigest = (body: Buffer | string) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

/** The coding named as a whole token and not refused with `;q=0`. */
const acceptsCoding = (name: string) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0*)?(\\s|,|$))`, 'i');
const ACCEPTS_BR = acceptsCoding('br');
const ACCEPTS_GZIP = acceptsCoding('gzip');
/**
 * The choice for each Accept-Encoding seen: browsers send a handful of distinct values. Bounded in
 * count and length, so a client inventing values only costs itself the two tests.
 */
const ENCODING_FOR_HEADER = new Map<string, Encoding>();
const MAX_REMEMBERED_HEADERS = 256;
const MAX_REMEMBERED_HEADER_LENGTH = 128;

/**
 * Which form a request's Accept-Encoding allows, preferring brotli whatever order the client lists
 * them in (Chrome sends `gzip, deflate, br, zstd`): it is the smallest.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = ENCODING_FOR_HEADER.get(header);
  if (known) return known;
  const encoding = ACCEPTS_BR.test(header) ? 'br' : ACCEPTS_GZIP.test(header) ? 'gzip' : 'identity';
  if (ENCODING_FOR_HEADER.size < MAX_REMEMBERED_HEADERS && header.length <= MAX_REMEMBERED_HEADER_LENGTH)
    ENCODING_FOR_HEADER.set(header, encoding);
  return encoding;
}

/** The stored form for a request's Accept-Encoding: the plain one when it has no compressed forms. */
export function variantFor(stored: StoredResponse, acceptEncoding: string | undefined): { encoding: Encoding; variant: EncodedBody } {
  const wanted = pickEncoding(acceptEncoding);
  const variant = stored.variants[wanted];
  return variant ? { encoding: wanted, variant } : { encoding: 'identity', variant: stored.variants.identity };
}

/** Headers that belong to one response, not to the stored answer: never replayed by the fast path. */
const PER_RESPONSE_HEADERS = new Set([
  'etag',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Sends a stored answer through Express in the best form the client accepts, with its ETag, after
 * the headers the caller has set; the first time, it keeps those headers for the fast path.
 * Express's freshness check (`req.fresh`, the `fresh` package) answers a matching If-None-Match on
 * a 200 with 304; HEAD gets the headers only.
 */
export function sendStored(req: Request, res: Response, stored: StoredResponse): void {
  if (stored.variants.br || stored.variants.gzip) res.vary('Accept-Encoding');
  stored.fullStackHeaders ??= Object.entries(res.getHeaders())
    .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
    .map(([name, value]) => [name, String(value)]);
  const { encoding, variant } = variantFor(stored, req.headers['accept-encoding']);
  res.setHeader('ETag', variant.etag);
  res.status(stored.status);
  if (stored.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', variant.body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(variant.body);
}
