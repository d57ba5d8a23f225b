/**
 * Midnight must never leave a visitor with the day that ended. Two kinds of in-process listeners of
 * the production app (fast path, store, Express) on clocks the test sets: one takes random
 * sequences of requests (the pages with the excuse of the day and the feed among every other kind,
 * HEAD, odd Accept-Encoding values, yesterday's and today's ETags) while its clock is moved across a
 * UTC midnight mid-sequence, its store's timer running either shortly before midnight or late,
 * after it. After each sequence, probes must get exactly the status, headers (Date aside) and body
 * that a listener built fresh at the new time answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePaths } from '../../src/entry-server';
import { dayNumber, dayStart } from '../../src/lib/utc-day';
import { PREPARE_AHEAD_MS } from '../../src/server/page-store';
import { makeTestApp, type RawAnswer, rawRequest } from './test-app';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

interface Probe {
  method: 'GET' | 'HEAD';
  path: string;
  headers: Record<string, string>;
}

const PAGES = pagePaths().map((page) => page.path);
const HOUR = 3_600_000;
/** The used listener's clock: it starts on 2026-12-06 and moves a day on with every sequence. */
const clock = { now: Date.parse('2026-12-06T20:00:00Z') };

const listeners = new Map<TestApp, http.Server>();
/** A listener of a test app on a loopback port. */
async function listen(clockNow: () => number): Promise<{ app: TestApp; port: number }> {
  const app = await makeTestApp({ clock: clockNow });
  const server = http.createServer(app.app);
  listeners.set(app, server);
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
  return { app, port };
}
/** Stops a listener and its store's timer. */
async function stop({ app }: { app: TestApp }) {
  app.pageStore?.close();
  const server = listeners.get(app);
  listeners.delete(app);
  await new Promise((resolve) => server?.close(resolve));
}

let used: { app: TestApp; port: number };
beforeAll(async () => {
  used = await listen(() => clock.now);
}, 120_000);
afterAll(() => Promise.all([...listeners.keys()].map((app) => stop({ app }))));

const send = (port: number, { method, path, headers }: Probe) => rawRequest(port, method, path, headers);
const comparable = ({ status, headers, body }: RawAnswer) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
};

/** The probes, some naming ETags: those the day that ended had (`old`) and those the new day has (`now`). */
const probes = (etags: { old: string; now: string }): Probe[] => [
  { method: 'GET', path: '/', headers: { 'Accept-Encoding': 'gzip, deflate, br' } },
  { method: 'GET', path: '/', headers: {} },
  { method: 'HEAD', path: '/', headers: { 'Accept-Encoding': 'gzip' } },
  { method: 'GET', path: '/', headers: { 'If-None-Match': etags.old } },
  { method: 'GET', path: '/', headers: { 'If-None-Match': etags.now } },
  { method: 'GET', path: '/?utm_source=feed', headers: { 'Accept-Encoding': 'br' } },
  { method: 'GET', path: '/excuse-of-the-day', headers: { 'Accept-Encoding': 'br' } },
  { method: 'GET', path: '/excuse-of-the-day', headers: {} },
  { method: 'GET', path: '/feed.xml', headers: { 'Accept-Encoding': 'gzip' } },
  { method: 'GET', path: '/feed.xml', headers: {} },
  { method: 'GET', path: '/excuses/work/late-to-work', headers: { 'Accept-Encoding': 'br' } },
  { method: 'GET', path: '/about', headers: {} },
  { method: 'GET', path: '/no/such/page', headers: { 'Accept-Encoding': 'gzip' } },
];

const etagOf = async (port: number, path: string) => (await rawRequest(port, 'GET', path, {})).headers.etag as string;

/** Spellings of a page path that are not the page's own. */
const variants = (path: string): string[] => [path.toUpperCase(), `${path === '/' ? '' : path}/`, `/x/..${path}`];

describe('a UTC midnight', () => {
  it('never leaves the answers of the day that ended, whenever the store’s timer runs', async () => {
    const path = fc.oneof(
      fc.constantFrom(...PAGES, '/feed.xml', '/feed.xml?x=1', '/?', '/excuse-of-the-day?utm_source=x'),
      fc.constantFrom(...['/', '/excuse-of-the-day', '/about'].flatMap(variants)),
      fc.constantFrom('/get-my-excuse?id=work-formal-3', '/get-my-excuse?tone=rude', '/search?q=dentist', '/search?'),
      fc.nat(10_000).map((n) => `/no-such-page-${n}`),
    );
    const request = fc.record({
      method: fc.constantFrom('GET' as const, 'HEAD' as const),
      path,
      headers: fc.record(
        {
          'Accept-Encoding': fc.constantFrom('br', 'gzip', 'gzip, deflate, br', 'identity', '*'),
          'If-None-Match': fc.constantFrom('"wrong"', '*'),
        },
        { requiredKeys: [] },
      ),
    });
    const run = fc.record({
      sequence: fc.array(request, { minLength: 1, maxLength: 12 }),
      /** Where in the sequence the clock crosses midnight. */
      cut: fc.nat(12),
      /** Whether the store's timer runs shortly before midnight, as it should, or only after it (late). */
      timerLate: fc.boolean(),
      /** How long before midnight the timer runs (within its window), and how far past midnight the probes are. */
      before: fc.integer({ min: 0, max: PREPARE_AHEAD_MS }),
      after: fc.integer({ min: 0, max: 6 * HOUR }),
    });

    await fc.assert(
      fc.asyncProperty(run, async ({ sequence, cut, timerLate, before, after }) => {
        const store = used.app.pageStore;
        if (!store) throw new Error('the production test app stores its pages');
        const midnight = dayStart(dayNumber(clock.now) + 1);
        const oldHome = await etagOf(used.port, '/');
        const steps = sequence.map((step) => ({
          ...step,
          headers: step.headers['If-None-Match'] === '*' ? { ...step.headers, 'If-None-Match': oldHome } : step.headers,
        }));
        const at = Math.min(cut, steps.length);
        for (const step of steps.slice(0, at)) await send(used.port, step);
        // Shortly before midnight the timer makes the new day's answers (unless it runs late).
        clock.now = midnight - before;
        if (!timerLate) await store.refresh();
        clock.now = midnight + after;
        // A late timer runs after some requests of the new day have been answered without it.
        const late = timerLate ? Math.floor((steps.length - at) / 2) : 0;
        for (const step of steps.slice(at, at + late)) await send(used.port, step);
        if (timerLate) await store.refresh();
        for (const step of steps.slice(at + late)) await send(used.port, step);
        expect(store.heldDays().length).toBeLessThanOrEqual(2);

        // A listener made now, at the new time, answers what the used one must.
        const fresh = await listen(() => clock.now);
        try {
          const etags = { old: oldHome, now: await etagOf(fresh.port, '/') };
          expect(etags.now).not.toBe(etags.old);
          for (const probe of probes(etags)) {
            const expected = comparable(await send(fresh.port, probe));
            expect(comparable(await send(used.port, probe)), `${probe.method} ${probe.path} ${JSON.stringify(probe.headers)}`).toEqual(
              expected,
            );
          }
        } finally {
          await stop(fresh);
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
  }, 300_000);
});
