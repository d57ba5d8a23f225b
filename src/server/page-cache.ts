import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { contentDigest, type EncodedBody, type StoredResponse, sendStored } from './stored-response';

/** A finished document kept in memory with its compressed forms, made once per key. */
export interface CachedPage extends StoredResponse {
  /** The page's own headers (Content-Type, Cache-Control, Link hints). */
  headers: [string, string][];
  variants: Record<'br' | 'gzip' | 'identity', EncodedBody>;
}

/** A finished render as the cache receives it. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  html: Buffer;
  /** False for a document that must be sent once and rendered again next time (an error page). */
  keep: boolean;
}

export function compressPage({ status, headers, html }: RenderedPage): CachedPage {
  const hash = contentDigest(html);
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

/** Only complete pages and the one shared 404 are kept; errors are rendered again next time. */
const isStorable = (page: RenderedPage) => page.keep && (page.status === 200 || page.status === 404);

/**
 * Finished documents in memory, one per key. Concurrent requests for a key that is not cached
 * yet share one render, so a cold cache under load renders each page once, not once per request.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();

  /**
   * @param keyFor The key a URL's document is cached under, or null when it must never be cached
   *   (it depends on the query string). Unrelated queries and every unknown path share entries,
   *   so the number of keys is bounded by the route table.
   */
  constructor(private readonly keyFor: (url: URL) => string | null) {}

  key(url: URL): string | null {
    return this.keyFor(url);
  }

  /** The page for a key if it is cached already; never renders. */
  peek(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** The page for a key: from memory, from the render already under way, or from a new render. */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    const cached = this.pages.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = render()
        .then((rendered) => {
          const page = compressPage(rendered);
          if (isStorable(rendered)) this.pages.set(key, page);
          return page;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.pages.size;
  }
}

/** Sends a page in the best encoding the client accepts (see `sendStored`), with the page's own headers. */
export function sendPage(req: Request, res: Response, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  sendStored(req, res, page);
}
