import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { contentDigest, type EncodedBody, sendEncoded } from './encoded-body';

/** A finished document kept in memory with its compressed forms, made once per key. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /**
   * Every header the full Express stack sent with this page the first time (security headers and
   * all), less those that vary per response. The fast path replays them, so its answers match.
   */
  fullStackHeaders?: [string, string][];
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

/** Headers that belong to one response, not to the page: never replayed by the fast path. */
const PER_RESPONSE_HEADERS = new Set([
  'etag',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** Sends a page in the best encoding the client accepts (see `sendEncoded`), with the page's own headers. */
export function sendPage(req: Request, res: Response, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('Vary', 'Accept-Encoding');
  page.fullStackHeaders ??= Object.entries(res.getHeaders())
    .filter(([name]) => !PER_RESPONSE_HEADERS.has(name))
    .map(([name, value]) => [name, String(value)]);
  sendEncoded(req, res, page.status, page.variants);
}
