import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** One form of a body, as sent with a given Content-Encoding (none for identity). */
export interface EncodedBody {
  body: Buffer;
  /** Distinct per encoding: a cache must never answer a brotli request with the gzip bytes. */
  etag: string;
}

/** A body in its plain form and, for text, brotli and gzip made once ahead of time. */
export type EncodedBodies = { identity: EncodedBody } & Partial<Record<Exclude<Encoding, 'identity'>, EncodedBody>>;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The coding named as a whole token and not refused with `;q=0`. */
const acceptsCoding = (name: string) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0*)?(\\s|,|$))`, 'i');
const ACCEPTS_BR = acceptsCoding('br');
const ACCEPTS_GZIP = acceptsCoding('gzip');

/**
 * Which form a request's Accept-Encoding allows, preferring brotli whatever order the client lists
 * them in (Chrome sends `gzip, deflate, br, zstd`): it is the smallest.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  if (ACCEPTS_BR.test(header)) return 'br';
  if (ACCEPTS_GZIP.test(header)) return 'gzip';
  return 'identity';
}

/**
 * Sends the best form of a body the client accepts (`pickEncoding`), with its ETag. Express's freshness check
 * (`req.fresh`, the `fresh` package) answers a matching If-None-Match on a 200 with 304; HEAD gets
 * the headers only. A body with compressed forms varies by Accept-Encoding.
 */
export function sendEncoded(req: Request, res: Response, status: number, bodies: EncodedBodies): void {
  const compressed = Boolean(bodies.br || bodies.gzip);
  const wanted = compressed ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const encoding = bodies[wanted] ? wanted : 'identity';
  const chosen = bodies[encoding] ?? bodies.identity;
  if (compressed) res.vary('Accept-Encoding');
  res.setHeader('ETag', chosen.etag);
  res.status(status);
  if (status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', chosen.body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(chosen.body);
}

/** A short digest of a body's plain form, the stem of its ETags. */
export const contentDigest = (body: Buffer | string) => createHash('sha256').update(body).digest('base64url').slice(0, 27);
