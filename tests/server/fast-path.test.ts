/**
 * The fast path in front of Express, wired as server.ts wires it: stored pages and the client
 * build's files answered without Express, with the page the render path makes and the file the
 * build wrote, under the same headers; everything else falls through.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaderList } from '../../src/server/security';
import { MAX_REMEMBERED_ENCODING_HEADERS, pickEncoding, rememberedEncodingHeaders } from '../../src/server/stored-response';
import { makeTestApp, rawRequest } from './test-app';

const { express: app, fastPath, logs, pageStore, clientDir, config } = await makeTestApp();
// A route Express gains after the fast path was written: no list anywhere names it.
const site = express().disable('x-powered-by');
site.get('/a-new-route', (_req, res) => {
  res.type('text/plain').send('new\n');
});
site.use(app);
let expressCalls = 0;
const withFastPath = http.createServer((req, res) => {
  if (fastPath(req, res)) return;
  expressCalls += 1;
  site(req, res);
});
// Express alone renders a stored page per request: the render path the store was made with.
const expressOnly = http.createServer(site);
let port = 0;
let expressPort = 0;

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
beforeAll(async () => {
  port = await listen(withFastPath);
  expressPort = await listen(expressOnly);
});
afterAll(() => Promise.all([withFastPath, expressOnly].map((server) => new Promise((resolve) => server.close(resolve)))));

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = expressCalls;
  const answer = await rawRequest(port, method, path, headers);
  return { ...answer, viaExpress: expressCalls > before };
}

/** The body as the client reads it, whatever encoding crossed the wire. */
const decoded = ({ headers, body }: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
/** Headers that differ between a stored answer and a streamed one by their nature, not by their meaning. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', 'vary']);
const meaningful = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT.has(name)));

describe('fast path', () => {
  const PAGE = '/excuses/work/late-to-work';
  // A crawler gets the whole document at once, as the store renders it.
  const CRAWLER = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

  it.each([
    ['a page, brotli', PAGE, { 'Accept-Encoding': 'br, gzip' }],
    ['a page, gzip', '/about', { 'Accept-Encoding': 'gzip' }],
    ['a page, plain', '/', {}],
    ['a page with an unrelated query', `${PAGE}?utm_source=x`, { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['the generator without a query', '/get-my-excuse', { 'Accept-Encoding': 'br' }],
  ])('answers %s without Express: the page the render path makes, with its headers', async (_name, target, headers) => {
    const fast = await get(target, headers);
    const rendered = await rawRequest(expressPort, 'GET', target, { ...CRAWLER, 'Accept-Encoding': 'identity' });
    expect(fast.viaExpress).toBe(false);
    expect([fast.status, rendered.status]).toEqual([200, 200]);
    expect(decoded(fast).toString()).toBe(rendered.body.toString());
    expect(meaningful(fast.headers)).toEqual(meaningful(rendered.headers));
    expect(fast.headers.vary).toBe('Accept-Encoding');
    expect(Number(fast.headers['content-length'])).toBe(fast.body.length);
    const notModified = await get(target, { ...headers, 'If-None-Match': fast.headers.etag as string });
    expect([notModified.viaExpress, notModified.status, notModified.body.length]).toEqual([false, 304, 0]);
    expect(notModified.headers.etag).toBe(fast.headers.etag);
  });

  it.each([
    ['a hashed asset, brotli', '/assets/entry-client-test.js', { 'Accept-Encoding': 'gzip, deflate, br' }, '.br'],
    ['a hashed asset, gzip', '/assets/entry-client-test.js', { 'Accept-Encoding': 'gzip' }, '.gz'],
    ['a hashed asset, plain', '/assets/entry-client-test.js', {}, ''],
    ['a public file', '/favicon.svg', { 'Accept-Encoding': 'br, gzip' }, ''],
  ])('answers %s without Express: the very bytes the build wrote, with the security headers', async (_name, target, headers, suffix) => {
    const fast = await get(target, headers);
    expect([fast.viaExpress, fast.status]).toEqual([false, 200]);
    expect(fast.body.equals(readFileSync(path.join(clientDir, `${target}${suffix}`)))).toBe(true);
    for (const [name, value] of securityHeaderList(config, false)) expect(fast.headers[name.toLowerCase()], name).toBe(value);
    expect(fast.headers['cache-control']).toBe(
      target.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    );
    const notModified = await get(target, { ...headers, 'If-None-Match': fast.headers.etag as string });
    expect([notModified.viaExpress, notModified.status, notModified.body.length]).toEqual([false, 304, 0]);
  });

  it('answers 304 only to an If-None-Match that names the ETag of the form it would send', async () => {
    const plain = await get(PAGE, { 'Accept-Encoding': 'identity' });
    const etag = plain.headers.etag as string;
    for (const [ifNoneMatch, status] of [
      [etag, 304],
      [`"other", ${etag}`, 304],
      ['*', 304],
      ['"other"', 200],
      [etag.replace(/"$/, '-br"'), 200],
      [`W/${etag}`, 304],
    ] as const) {
      const answer = await get(PAGE, { 'Accept-Encoding': 'identity', 'If-None-Match': ifNoneMatch });
      expect([ifNoneMatch, answer.status]).toEqual([ifNoneMatch, status]);
    }
    const brotli = await get(PAGE, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([brotli.status, brotli.headers['content-encoding']]).toEqual([200, 'br']);
    const noCache = await get(PAGE, { 'Accept-Encoding': 'identity', 'If-None-Match': etag, 'Cache-Control': 'no-cache' });
    expect(noCache.status).toBe(200);
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await get(PAGE, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect([head.viaExpress, head.status, head.body.length]).toEqual([false, 200, 0]);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('logs one line per request it answers, with the fields Express logs', async () => {
    const path = '/excuses/work/calling-in-sick';
    const linesFor = () => logs.filter((line) => line.msg === 'request' && line.path === path);
    // Express streams its render, so it knows no length: the size is compared with the body instead.
    const withoutTime = ({ time: _time, durationMs, bytes: _bytes, ...rest }: Record<string, unknown>) => ({
      ...rest,
      timed: typeof durationMs === 'number',
    });
    const fast = await get(path, { 'Accept-Encoding': 'gzip' });
    await rawRequest(expressPort, 'GET', path, { 'Accept-Encoding': 'gzip' });
    const [viaFastPath, viaExpress, ...rest] = linesFor();
    expect(rest).toEqual([]);
    expect(withoutTime(viaFastPath as Record<string, unknown>)).toEqual(withoutTime(viaExpress as Record<string, unknown>));
    expect(viaFastPath).toMatchObject({ level: 'info', method: 'GET', status: 200, bytes: fast.body.length });
  });

  it.each([
    ['an unknown path', '/no/such/page', 404],
    ['a route Express gained later', '/a-new-route', 200],
    ['the health check, in capitals', '/HEALTHZ', 200],
    ['robots.txt', '/robots.txt', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['an encoded public file', '/favicon%2Esvg', 404],
    ['a missing asset', '/assets/missing.js', 404],
    ['an unknown API path', '/api/nothing', 404],
    ['a page in capitals', '/About', 301],
    ['a page with an escaped letter', '/%61bout', 301],
    ['a page through a dot segment', '/excuses/../about', 301],
    ['a malformed address', `${PAGE}%E0%A4%A`, 400],
    ['a bad query escape', `${PAGE}?x=%`, 400],
    ['a trailing slash', `${PAGE}/`, 301],
    ['a repeated slash', `//excuses/work/late-to-work`, 301],
    ['the alias', '/excuses/social/ghost-someone', 301],
    ['a generated excuse', '/get-my-excuse?category=work&tone=formal', 200],
    ['the generator with an empty query', '/get-my-excuse?', 200],
    ['a search', '/search?q=dentist', 200],
    ['the search page with an empty query', '/search?', 200],
  ])('leaves %s to Express', async (_name, path, status) => {
    const answer = await get(path);
    expect(answer.viaExpress).toBe(true);
    expect(answer.status).toBe(status);
  });

  it('leaves other methods to Express', async () => {
    const post = await get(PAGE, {}, 'POST');
    expect(post.viaExpress).toBe(true);
    expect(post.status).toBe(405);
  });

  it('keeps exactly one stored page per page of the route table, whatever is asked for', async () => {
    if (!pageStore) throw new Error('the production test app stores its pages');
    const days = pageStore.heldDays();
    const today = pageStore.forDay(days[0] as number);
    const paths = [...pageStore.pages.keys(), ...(today?.keys() ?? [])];
    expect(paths).toContain('/');
    expect(paths).toContain(PAGE);
    const before = paths.length;
    for (let index = 0; index < 200; index += 1) {
      const path = paths[index % paths.length] as string;
      const variant = [
        path.toUpperCase(),
        `${path}/`,
        path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
        `/x${index}/..${path}`,
      ][index % 4] as string;
      await get(variant);
    }
    expect(pageStore.pages.size + (today?.size ?? 0)).toBe(before);
    expect(pageStore.heldDays()).toEqual(days);
    expect(() => (pageStore.pages as Map<string, unknown>).set('/About', {})).toThrow(/fixed/);
    expect(() => (today as Map<string, unknown>).set('/About', {})).toThrow(/fixed/);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['gzip;q=0.5', 'gzip'],
    ['brotli, gzip', 'gzip'],
    ['BR', 'br'],
    ['identity', 'identity'],
    [`${'x-custom, '.repeat(20)}br`, 'br'],
  ])('%s -> %s, the same when asked again', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('the Accept-Encoding memo', () => {
  it('remembers a bounded number of values', () => {
    for (let index = 0; index < MAX_REMEMBERED_ENCODING_HEADERS * 2; index += 1) pickEncoding(`gzip, x-${index}`);
    expect(rememberedEncodingHeaders()).toBe(MAX_REMEMBERED_ENCODING_HEADERS);
  });
});
