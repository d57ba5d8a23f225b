/**
 * The fast path in front of Express, wired as server.ts wires it: cached pages answered without
 * Express, and so are the client build's files, with exactly the headers and bodies the full stack
 * sends; everything else falls through.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from '../../src/entry-server';
import { createFastPath } from '../../src/server/fast-path';
import { PageCache } from '../../src/server/page-cache';
import { pickEncoding } from '../../src/server/stored-response';
import { makeTestApp, rawRequest } from './test-app';

const pageCache = new PageCache(entry.cacheKey);
const { app, logger, config, logs, ownsPath, clientFiles } = makeTestApp({ pageCache });
const fastPath = createFastPath(pageCache, logger, config.publicOrigin, ownsPath, clientFiles);
let expressCalls = 0;
const server = http.createServer((req, res) => {
  if (fastPath(req, res)) return;
  expressCalls += 1;
  app(req, res);
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

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

  it('answers a cached page without Express, with the very headers and body the full stack sent', async () => {
    const accept = { 'Accept-Encoding': 'br, gzip' };
    const first = await get(PAGE, accept);
    expect(first.viaExpress).toBe(true);
    const fast = await get(PAGE, accept);
    expect(fast.viaExpress).toBe(false);
    expect(fast.status).toBe(200);
    expect(comparable(fast.headers)).toEqual(comparable(first.headers));
    expect(fast.body.equals(first.body)).toBe(true);
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'vary', 'etag', 'cache-control'])
      expect(fast.headers[name], name).toBeDefined();
    expect(fast.headers['content-encoding']).toBe('br');
  });

  it('answers conditional requests with 304 and HEAD with headers only', async () => {
    await get(PAGE);
    const plain = await get(PAGE, { 'Accept-Encoding': 'identity' });
    const notModified = await get(PAGE, { 'Accept-Encoding': 'identity', 'If-None-Match': plain.headers.etag as string });
    expect(notModified.viaExpress).toBe(false);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await get(PAGE, { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.viaExpress).toBe(false);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('ignores query strings on content pages, so ?x=random cannot force a render', async () => {
    await get(PAGE);
    const random = await get(`${PAGE}?x=${Math.random()}`);
    expect(random.viaExpress).toBe(false);
    expect(random.status).toBe(200);
  });

  it('logs one line per request it answers, with the fields the full stack logs', async () => {
    const path = '/excuses/work/calling-in-sick';
    const linesFor = () => logs.filter((line) => line.msg === 'request' && line.path === path);
    const withoutTime = ({ time: _time, durationMs, ...rest }: Record<string, unknown>) => ({
      ...rest,
      timed: typeof durationMs === 'number',
    });
    const first = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(first.viaExpress).toBe(true);
    const fast = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(fast.viaExpress).toBe(false);
    const [viaExpress, viaFastPath, ...rest] = linesFor();
    expect(rest).toEqual([]);
    expect(withoutTime(viaFastPath as Record<string, unknown>)).toEqual(withoutTime(viaExpress as Record<string, unknown>));
    expect(viaFastPath).toMatchObject({ level: 'info', method: 'GET', status: 200, bytes: fast.body.length });
  });

  it('answers an unknown path with the cached 404 page, as the full stack sent it, and logs it', async () => {
    const accept = { 'Accept-Encoding': 'br, gzip' };
    const first = await get('/no/such/page', accept);
    expect(first.status).toBe(404);
    const fast = await get(`/another/missing/page-${Math.random()}`, accept);
    expect(fast.viaExpress).toBe(false);
    expect(fast.status).toBe(404);
    expect(comparable(fast.headers)).toEqual(comparable(first.headers));
    expect(fast.body.equals(first.body)).toBe(true);
    const head = await get('/yet/another', {}, 'HEAD');
    expect([head.viaExpress, head.status, head.body.length]).toEqual([false, 404, 0]);
    expect(logs.filter((line) => line.msg === 'not found' && line.path === '/yet/another')).toHaveLength(1);
  });

  it.each([
    ['a hashed asset', '/assets/entry-client-test.js', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['a hashed asset, plain', '/assets/entry-client-test.js', {}],
    ['a public file', '/favicon.svg', { 'Accept-Encoding': 'br, gzip' }],
  ])('answers %s of the client build without Express, as the full stack sent it', async (_name, path, headers) => {
    const first = await get(path, headers);
    const fast = await get(path, headers);
    expect(fast.viaExpress).toBe(false);
    expect(fast.status).toBe(200);
    expect(comparable(fast.headers)).toEqual(comparable(first.headers));
    expect(fast.body.equals(first.body)).toBe(true);
    const notModified = await get(path, { ...headers, 'If-None-Match': first.headers.etag as string });
    expect([notModified.viaExpress, notModified.status]).toEqual([false, 304]);
  });

  it.each([
    ['the health check, in capitals', '/HEALTHZ', 200],
    ['robots.txt', '/robots.txt', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['an encoded public file', '/favicon%2Esvg', 404],
    ['a missing asset', '/assets/missing.js', 404],
    ['an unknown API path', '/api/nothing', 404],
  ])("leaves Express's own route %s to it, even once a 404 is cached", async (_name, path, status) => {
    await get('/no/such/page');
    const answer = await get(path);
    expect(answer.viaExpress).toBe(true);
    expect(answer.status).toBe(status);
  });

  it.each([
    ['a malformed address', `${PAGE}%E0%A4%A`, 400],
    ['a bad query escape', `${PAGE}?x=%`, 400],
    ['a trailing slash', `${PAGE}/`, 301],
    ['a repeated slash', `//excuses/work/late-to-work`, 301],
    ['the alias', '/excuses/social/ghost-someone', 301],
    ['the health check', '/healthz', 200],
    ['a generated excuse', '/get-my-excuse?category=work&tone=formal', 200],
  ])('leaves %s to Express', async (_name, path, status) => {
    await get(PAGE);
    const answer = await get(path);
    expect(answer.viaExpress).toBe(true);
    expect(answer.status).toBe(status);
  });

  it('leaves other methods to Express', async () => {
    await get(PAGE);
    const post = await get(PAGE, {}, 'POST');
    expect(post.viaExpress).toBe(true);
    expect(post.status).toBe(405);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
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
