import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** A finished document kept in memory with its compressed forms, made once per key. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  variants: Record<'br' | 'gzip' | 'identity', { body: Buffer; etag: string }>;
}

export function cachePage(status: number, headers: [string, string][], html: Buffer): CachedPage {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return {
    status,
    headers,
    variants: {
      br: { body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), etag: `"${hash}-br"` },
      gzip: { body: gzipSync(html, { level: 9 }), etag: `"${hash}-gz"` },
      identity: { body: html, etag: `"${hash}"` },
    },
  };
}

function notModified(req: Request, etag: string): boolean {
  const header = req.get('If-None-Match');
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached page in the best encoding the client accepts; a matching If-None-Match gets 304. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
  const variant = page.variants[encoding as keyof CachedPage['variants']] ?? page.variants.identity;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', variant.etag);
  if (page.status === 200 && notModified(req, variant.etag)) {
    res.status(304).end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', variant.body.length);
  res.status(page.status).end(req.method === 'HEAD' ? undefined : variant.body);
}
