/**
 * The fast path in front of Express, wired as server.ts wires it: stored pages and the client
 * build's files answered without Express, with exactly the headers and bodies Express sends for the
 * same stored answers; everything else falls through.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_ENCODING_HEADERS, pickEncoding, rememberedEncodingHeaders } from '../../src/server/stored-response';
import { makeTestApp, rawRequest } from './test-app';

const { express: app, fastPath, logs, pageStore } = await makeTestApp();
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

const comparable = (headers: http.IncomingHttpHeaders) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe('fast path', () => {
  const PAGE = '/excuses/work/late-to-work';

  it.each([
    ['a page, brotli', PAGE, { 'Accept-Encoding': 'br, gzip' }],
    ['a page, gzip', '/about', { 'Accept-Encoding': 'gzip' }],
    ['a page, plain', '/', {}],
    ['a page with an unrelated query', `${PAGE}?utm_source=x`, { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['the generator without a query', '/get-my-excuse', { 'Accept-Encoding': 'br' }],
    ['a hashed asset', '/assets/entry-client-test.js', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['a hashed asset, plain', '/assets/entry-client-test.js', {}],
    ['a public file', '/favicon.svg', { 'Accept-Encoding': 'br, gzip' }],
  ])('answers %s without Express, with the very headers and body Express sends for it', async (_name, path, headers) => {
    const fast = await get(path, headers);
    const full = await rawRequest(expressPort, 'GET', path, headers);
    expect(fast.viaExpress).toBe(false);
    expect(fast.status).toBe(200);
    expect(comparable(fast.headers)).toEqual(comparable(full.headers));
    expect(fast.body.equals(full.body)).toBe(true);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'etag', 'cache-control'])
      expect(fast.headers[name], name).toBeDefined();
    const notModified = await get(path, { ...headers, 'If-None-Match': fast.headers.etag as string });
    const fullNotModified = await rawRequest(expressPort, 'GET', path, { ...headers, 'If-None-Match': fast.headers.etag as string });
    expect([notModified.viaExpress, notModified.status, notModified.body.length]).toEqual([false, 304, 0]);
    expect(comparable(notModified.headers)).toEqual(comparable(fullNotModified.headers));
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
    const withoutTime = ({ time: _time, durationMs, ...rest }: Record<string, unknown>) => ({
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
    const paths = [...pageStore.pages.keys()];
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
    expect(pageStore.pages.size).toBe(before);
    expect(() => (pageStore.pages as Map<string, unknown>).set('/About', {})).toThrow(/fixed at start-up/);
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
