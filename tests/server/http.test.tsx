import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import type { RouteObject } from 'react-router';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { SITE_FOOTER_ID } from '../../src/components/layout/site-footer';
import * as entry from '../../src/entry-server';
import { createServerEntry } from '../../src/entry-server';
import { en } from '../../src/i18n/en';
import { PATHS } from '../../src/paths';
import { routeTable } from '../../src/route-table';
import { MAX_URL_LENGTH } from '../../src/server/request-guards';
import { listedPageModules } from '../page-module-list';
import { makeTestApp, type RawAnswer, rawRequest, TEST_ASSET_SOURCE } from './test-app';

const { app, lifecycle } = await makeTestApp();

describe('security headers', () => {
  it('sends a strict CSP and the usual protections, and no X-Powered-By', async () => {
    const response = await request(app).get('/').expect(200);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('sends no Cross-Origin-Opener-Policy, which would hold back the browser choosing the page process (ADR 011)', async () => {
    for (const path of ['/', '/excuses/work/late-to-work', '/nowhere']) {
      const response = await request(app).get(path);
      expect(response.headers['cross-origin-opener-policy'], path).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
  });

  it('puts no executable inline script in any page: only JSON and JSON-LD data blocks', async () => {
    for (const path of ['/', '/excuses/work/late-to-work', '/get-my-excuse?category=work&tone=funny', '/nowhere']) {
      const { text } = await request(app).get(path);
      const inline = [...text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      for (const attributes of inline) expect(attributes, path).toMatch(/type="application\/(json|ld\+json)"/);
    }
  });
});

describe('hydration', () => {
  it('wraps every page inside <main> in a finished Suspense boundary, which the browser hydrates after the shell in short tasks', async () => {
    for (const path of ['/', '/excuses/work/late-to-work', '/get-my-excuse', '/about', '/nowhere']) {
      const { text } = await request(app).get(path);
      expect(text, path).toMatch(/<main id="main"[^>]*><!--\$-->/);
      expect(text, path).toMatch(/<!--\/\$--><\/main>/);
    }
  });
});

describe('first paint', () => {
  const PAGES = ['/', '/excuses/work/late-to-work', '/get-my-excuse', '/about', '/nowhere'];
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('writes the stylesheet into the head, escaped, and links none', async () => {
    for (const path of PAGES) {
      const head = headOf((await request(app).get(path)).text);
      expect(head, path).toContain('<style>body{color:#111}.trap::after{content:"<\\/style><b>not markup</b>"}</style>');
      expect(head, path).not.toContain('rel="stylesheet"');
    }
  });

  it('names one script, and lists the modules it fetches after the first paint as data, not hints', async () => {
    for (const path of PAGES.filter((path) => path !== '/nowhere')) {
      const head = headOf((await request(app).get(path)).text);
      // React's own hint for the start script is the one module hint: any other would be fetched at once.
      const hints = [...head.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
      expect(hints, path).toEqual(['/assets/load-after-paint-test.js']);
      const listed = listedPageModules(head);
      expect(listed?.entry, path).toBe('/assets/entry-client-test.js');
      expect(listed?.preloads.length, path).toBeGreaterThan(0);
    }
  });

  it('holds the first paint until the page above the footer is parsed, and every page has that footer', async () => {
    for (const path of PAGES) {
      const { text } = await request(app).get(path);
      expect(headOf(text), path).toContain(`<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render"/>`);
      expect(text.slice(text.indexOf('</main>')), path).toMatch(new RegExp(`<footer id="${SITE_FOOTER_ID}"`));
    }
  });
});

describe('caching', () => {
  it('gives HTML a strong ETag and answers a repeat with 304', async () => {
    const first = await request(app).get('/about').set('Accept-Encoding', 'identity').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toContain('max-age=60');
    await request(app).get('/about').set('Accept-Encoding', 'identity').set('If-None-Match', etag).expect(304);
  });

  it('serves cached pages precompressed with brotli or gzip, varying on Accept-Encoding', async () => {
    const br = await request(app).get('/').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    const gzip = await request(app).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    expect(gzip.text).toContain('Most Popular');
  });

  it('ignores unrelated query strings on content pages, so they share one cached document', async () => {
    const plain = await request(app).get('/terms').set('Accept-Encoding', 'identity');
    const tagged = await request(app).get('/terms?utm_source=newsletter').set('Accept-Encoding', 'identity');
    expect(tagged.headers.etag).toBe(plain.headers.etag);
  });

  it('never caches a generated excuse', async () => {
    const response = await request(app).get('/get-my-excuse?category=work&tone=formal').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers HEAD with headers only: the app itself writes no body, cached or streamed', async () => {
    // Node drops a HEAD response's body on the wire, so watch what the app hands to the response.
    const written: Record<string, number> = {};
    const watched = express();
    watched.use((req, res, next) => {
      const count = (chunk: unknown) => {
        if (chunk && typeof chunk !== 'function')
          written[req.originalUrl] = (written[req.originalUrl] ?? 0) + Buffer.byteLength(chunk as string);
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      res.write = ((...args: unknown[]) => {
        count(args[0]);
        return write(...args);
      }) as typeof res.write;
      res.end = ((...args: unknown[]) => {
        count(args[0]);
        return end(...args);
      }) as typeof res.end;
      next();
    });
    watched.use(app);
    for (const path of [PATHS.home, `${PATHS.generator}?category=school`]) {
      const response = await request(watched).head(path).expect(200);
      expect(response.headers['content-type'], path).toContain('text/html');
      expect(written[path] ?? 0, path).toBe(0);
    }
    // The same page by GET does write its body, so the watch above can see one.
    await request(watched).get(PATHS.home).expect(200);
    expect(written[PATHS.home]).toBeGreaterThan(1000);
  });
});

describe('bad input', () => {
  it('answers malformed percent-encoding with 400', async () => {
    const response = await request(app).get('/excuses/%E0%A4%A').expect(400);
    expect(response.text).toContain('malformed percent-encoding');
    await request(app).get('/get-my-excuse?category=%ZZ').expect(400);
  });

  it('answers over-long URLs with 414', async () => {
    const response = await request(app)
      .get(`/${'a'.repeat(MAX_URL_LENGTH + 10)}`)
      .expect(414);
    expect(response.text).toContain('URI Too Long');
  });

  it('answers huge headers with 431 from the HTTP server, and keeps serving', async () => {
    const response = await request(app).get('/').set('X-Padding', 'x'.repeat(20_000));
    expect(response.status).toBe(431);
    await request(app).get('/healthz').expect(200);
  });

  it.each(['post', 'put', 'delete', 'patch'] as const)('answers %s on a page with 405 and an Allow header', async (method) => {
    const response = await request(app)[method]('/about').expect(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.text).toContain('Method Not Allowed');
  });

  it('serves hashed assets immutable for a year', async () => {
    const response = await request(app).get('/assets/entry-client-test.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a plain 404, not the HTML page', async () => {
    const response = await request(app).get('/assets/missing-file.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('Oops! Page not found');
  });
});

describe('the client build', () => {
  const ASSET = '/assets/entry-client-test.js';
  /** The answer as it crossed the wire, from the app on a port of its own for this one request. */
  const raw = (method: 'GET' | 'HEAD', path: string, headers: Record<string, string>) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const server = http.createServer(app).listen(0, '127.0.0.1', () => {
        rawRequest((server.address() as AddressInfo).port, method, path, headers)
          .then(resolve, reject)
          .finally(() => server.close());
      });
    });

  it("sends the build's own brotli form to a browser that lists br last, as Chrome does", async () => {
    const response = await raw('GET', ASSET, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(TEST_ASSET_SOURCE.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(TEST_ASSET_SOURCE);
  });

  it('compresses what it makes per request (search results, a generated excuse, the sitemap) as the client accepts', async () => {
    for (const [path, start] of [
      ['/search?q=dentist', '<!DOCTYPE html>'],
      ['/get-my-excuse?category=work&tone=formal', '<!DOCTYPE html>'],
      ['/sitemap.xml', '<?xml'],
    ] as const) {
      const brotli = await raw('GET', path, { 'Accept-Encoding': 'br, gzip' });
      expect([brotli.status, brotli.headers['content-encoding']], path).toEqual([200, 'br']);
      expect(brotliDecompressSync(brotli.body).toString().startsWith(start), path).toBe(true);
      const gzip = await raw('GET', path, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gzip.body).toString().startsWith(start), path).toBe(true);
    }
  });

  it("answers an unknown path with the stored 404 page's own brotli form", async () => {
    const response = await raw('GET', '/no-such-page', { 'Accept-Encoding': 'br, gzip' });
    expect([response.status, response.headers['content-encoding']]).toEqual([404, 'br']);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toContain('Page not found');
  });

  it('sends gzip or the plain file to clients that take nothing better, each with its own ETag', async () => {
    const gzip = await raw('GET', ASSET, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(TEST_ASSET_SOURCE);
    const plain = await raw('GET', ASSET, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(TEST_ASSET_SOURCE);
    const brotli = await request(app).get(ASSET).set('Accept-Encoding', 'br');
    expect(new Set([gzip.headers.etag, plain.headers.etag, brotli.headers.etag]).size).toBe(3);
  });

  it('answers a matching If-None-Match with 304 and HEAD with the headers alone', async () => {
    const first = await request(app).get(ASSET).set('Accept-Encoding', 'br');
    const again = await request(app)
      .get(ASSET)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    const head = await raw('HEAD', ASSET, { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('serves public files for a day and the service worker always checked for updates', async () => {
    const favicon = await request(app).get('/favicon.svg').expect(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=86400');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    const worker = await request(app).get('/sw.js').expect(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it("never serves the compressed files by their own names, nor Vite's manifest", async () => {
    for (const path of [`${ASSET}.br`, `${ASSET}.gz`]) expect((await request(app).get(path)).status, path).toBe(404);
    const manifest = await request(app).get('/.vite/manifest.json');
    expect(manifest.status).toBe(404);
    expect(manifest.text).not.toBe('{}\n');
  });
});

describe('health', () => {
  it('/healthz and /readyz answer fast and uncached; /readyz turns 503 while shutting down', async () => {
    const health = await request(app).get('/healthz').expect(200);
    expect(health.headers['cache-control']).toBe('no-store');
    await request(app).get('/readyz').expect(200);
    lifecycle.ready = false;
    const draining = await request(app).get('/readyz').expect(503);
    expect(draining.headers['cache-control']).toBe('no-store');
    lifecycle.ready = true;
  });
});

function Broken(): never {
  throw new Error('kaboom in render');
}
const NothingHere = () => null;

describe('render errors', () => {
  const brokenRender = createServerEntry([{ path: '/', Component: Broken }]).render;
  // The app's real root route and page boundary, with one page whose loader fails.
  const [root] = routeTable() as [RouteObject];
  const [pageBoundary] = root.children as [RouteObject];
  const failingLoader = createServerEntry([
    {
      ...root,
      children: [
        {
          ...pageBoundary,
          children: [
            {
              index: true,
              loader: () => {
                throw new Error('loader exploded');
              },
              Component: NothingHere,
            },
          ],
        } as RouteObject,
      ],
    } as RouteObject,
  ]).render;

  it('answers a component that throws with 500, the error screen, and no stack trace in production', async () => {
    const { app: broken, logs } = await makeTestApp({ entry: { ...entry, render: brokenRender }, storePages: false });
    const response = await request(broken).get('/').expect(500);
    expect(response.text).toContain('Unexpected Application Error!');
    expect(response.text).not.toContain('kaboom');
    expect(response.text).not.toMatch(/at \w+ \(/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(logs.some((line) => line.level === 'error')).toBe(true);
  });

  it('shows the error text and stack in development', async () => {
    const { app: broken } = await makeTestApp({ entry: { ...entry, render: brokenRender }, production: false });
    const response = await request(broken).get('/').expect(500);
    expect(response.text).toContain('kaboom in render');
  });

  it('cuts a streamed page whose body breaks mid-way (its render thread died) instead of leaving it open', async () => {
    const breakingRender: typeof entry.render = async () => {
      const body = new PassThrough();
      body.write('<!DOCTYPE html><html><body><p>the start</p>');
      setImmediate(() => body.destroy(new Error('The render thread stopped (exit code 1)')));
      return { kind: 'document', status: 200, headers: new Headers(), body, failed: () => false, abort: () => {} };
    };
    const { app: breaking } = await makeTestApp({ entry: { ...entry, render: breakingRender }, storePages: false });
    const server = http.createServer(breaking).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status).toBe(200);
      await expect(answer.text()).rejects.toThrow();
    } finally {
      server.close();
    }
  });

  it("answers a loader error with status 500 and the app's own error screen inside the header and footer", async () => {
    const { app: broken } = await makeTestApp({ entry: { ...entry, render: failingLoader }, storePages: false });
    const response = await request(broken).get('/').expect(500);
    expect(response.text).toContain('Unexpected Application Error!');
    // Only the app's ErrorPage says this, and only the page-level boundary keeps the site's footer around it.
    expect(response.text).toContain('Please try again in a moment, or');
    expect(response.text).toContain('<title>Error | Excusely</title>');
    expect(response.text).toContain(en.tagline);
  });
});
