/**
 * One request must never change what the next visitor gets. Two built production servers (fast
 * path and all): one takes random sequences of requests (every page and its other spellings, the
 * generator and search with and without queries, empty queries, unknown paths, HEAD, right and
 * wrong ETags, odd Accept-Encoding values); after each sequence a fixed set of probes must get
 * exactly the status, headers (Date aside) and body that the other server, which has seen nothing
 * but the probes, answered first.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { pagePaths } from '../../src/entry-server';
import { freePort, ORIGIN, type RawAnswer, rawRequest, startServer, stopServers } from './test-app';

const SERVER = 'dist/server/server.js';
const PAGES = pagePaths().map((page) => page.path);

interface Probe {
  method: 'GET' | 'HEAD';
  path: string;
  headers: Record<string, string>;
  /** The answer names a random excuse: compare everything but the body. */
  randomBody?: boolean;
}

let used = 0;
let fresh = 0;
beforeAll(async () => {
  await ensureBuild();
  const start = async () => {
    const port = await freePort();
    await startServer([SERVER], { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: ORIGIN });
    return port;
  };
  [used, fresh] = await Promise.all([start(), start()]);
}, 180_000);
afterAll(stopServers);

const send = (port: number, { method, path, headers }: Probe) => rawRequest(port, method, path, headers);
/**
 * What is compared of an answer. The answers with the excuse of the day are cached until UTC midnight
 * and name the seconds left: in the last minutes before it, two answers a second apart differ there,
 * so only its form is compared. (A run that spans midnight would compare two days' excuses: the
 * day change has its own test, tests/server/day-change-differential.test.ts.)
 */
const comparable = ({ status, headers, body }: RawAnswer, randomBody = false) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  const cacheControl = rest['cache-control']?.replace(/^public, max-age=\d+, s-maxage=\d+$/, 'public, max-age=N, s-maxage=N');
  return {
    status,
    headers: cacheControl === undefined ? rest : { ...rest, 'cache-control': cacheControl },
    body: randomBody ? null : body.toString('base64'),
  };
};

/** Spellings of a page path that are not the page's own. */
const variants = (path: string): string[] => [
  path.toUpperCase(),
  `${path === '/' ? '' : path}/`,
  path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  `/${'x'.repeat(40)}/..${path}`,
  `/${path}`,
];

const PROBES: Probe[] = [
  ...PAGES.map((path) => ({ method: 'GET' as const, path, headers: { 'Accept-Encoding': 'gzip, deflate, br' } })),
  { method: 'GET', path: '/about', headers: {} },
  { method: 'HEAD', path: '/excuses/work/late-to-work', headers: { 'Accept-Encoding': 'gzip' } },
  { method: 'GET', path: '/get-my-excuse?tone=rude', headers: {} },
  { method: 'GET', path: '/get-my-excuse?id=work-formal-3', headers: {} },
  { method: 'GET', path: '/get-my-excuse?category=work&tone=formal', headers: {}, randomBody: true },
  { method: 'GET', path: '/search?q=dentist', headers: {} },
  { method: 'GET', path: '/search?q=', headers: {} },
  { method: 'GET', path: '/About', headers: {} },
  { method: 'GET', path: '/excuses/work/Late-To-Work', headers: {} },
  { method: 'GET', path: '/no/such/page', headers: { 'Accept-Encoding': 'br' } },
  { method: 'GET', path: '/about', headers: { 'If-None-Match': '"not-the-etag"' } },
  { method: 'GET', path: '/get-my-excuse?', headers: {} },
  { method: 'GET', path: '/search?', headers: {} },
  // The Spanish site: its rendered answers, its own 404 and another spelling of one of its pages.
  { method: 'GET', path: '/es/buscar?q=reunion', headers: { 'Accept-Encoding': 'br' } },
  { method: 'GET', path: '/es/generador-de-excusas?id=work-formal-3', headers: {} },
  { method: 'GET', path: '/es/no-existe', headers: {} },
  { method: 'GET', path: '/ES/Excusas/Trabajo/Llegar-Tarde', headers: {} },
  { method: 'GET', path: '/es/feed.xml', headers: { 'Accept-Encoding': 'gzip' } },
];

const etagOf = async (port: number, path: string, encoding: string) =>
  (await rawRequest(port, 'GET', path, { 'Accept-Encoding': encoding })).headers.etag as string;

describe('a served request', () => {
  it('never changes what a later request gets', async () => {
    const aboutEtag = await etagOf(fresh, '/about', 'identity');
    const probes: Probe[] = [...PROBES, { method: 'GET', path: '/about', headers: { 'If-None-Match': aboutEtag } }];
    const expected: ReturnType<typeof comparable>[] = [];
    for (const probe of probes) expected.push(comparable(await send(fresh, probe), probe.randomBody));

    const path = fc.oneof(
      fc.constantFrom(...PAGES),
      fc.constantFrom(...PAGES.flatMap(variants)),
      fc
        .constantFrom('', '?', '?tone=rude', '?id=work-formal-3', '?category=work&tone=formal', '?category=%ZZ', '?utm_source=x')
        .map((query) => `/get-my-excuse${query}`),
      fc.constantFrom('', '?', '?q=dentist', '?q=', '?q=%E0').map((query) => `/search${query}`),
      fc.constantFrom('', '?', '?q=reunion', '?q=re%C3%BAni%C3%B3n', '?q=%E0').map((query) => `/es/buscar${query}`),
      fc
        .constantFrom('', '?', '?id=work-formal-3', '?category=work&tone=formal', '?category=nada')
        .map((query) => `/es/generador-de-excusas${query}`),
      fc.nat(10_000).map((n) => `/es/no-existe-${n}`),
      fc.constantFrom('/saved?', '/about?', '/?', '/about?x=1'),
      fc.nat(10_000).map((n) => `/no-such-page-${n}`),
      fc.nat(100).map((n) => `/${'y'.repeat(1_000 + n)}/..`),
    );
    const request = fc.record({
      method: fc.constantFrom('GET' as const, 'HEAD' as const),
      path,
      headers: fc.record(
        {
          'Accept-Encoding': fc.constantFrom('br', 'gzip', 'gzip, deflate, br', 'br;q=0, gzip', 'identity', 'x-weird', '*'),
          'If-None-Match': fc.constantFrom('"wrong"', '*', aboutEtag, `${aboutEtag.slice(0, -1)}-br"`),
        },
        { requiredKeys: [] },
      ),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 20 }), async (sequence) => {
        for (const step of sequence) await send(used, step);
        for (const [index, probe] of probes.entries())
          expect(comparable(await send(used, probe), probe.randomBody), `${probe.method} ${probe.path}`).toEqual(expected[index]);
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 180_000);
});
