/**
 * The page store's day-dependent answers, over a stand-in entry (no React) and Vitest's fake timers
 * and clock: made for the day at start-up (and for tomorrow too within the window before midnight),
 * tomorrow's made by the timer shortly before midnight, the day that ended dropped at midnight, a
 * failed run tried again later, and never more than two days held.
 */
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayNumber, dayStart } from '../../src/lib/utc-day';
import type { ServerEntry } from '../../src/render-contract';
import { buildPageStore, PREPARE_AHEAD_MS, storedPageFor, untilNextRun } from '../../src/server/page-store';
import { ORIGIN, testAssets, testRenderOptions } from './test-app';

const DAY = dayNumber(Date.parse('2026-12-06T12:00:00Z'));

/** A stand-in entry: `/` depends on the day and says which one it was rendered for; `/about` does not. */
function stubEntry(options: { failFrom?: () => boolean } = {}) {
  const renders: { path: string; day: number }[] = [];
  const entry: ServerEntry = {
    siteSearch: { search: () => ({ query: '', total: 0, groups: [] }), excuseRefs: [] } as unknown as ServerEntry['siteSearch'],
    pagePaths: () => [
      { path: '/', queryDependent: false, dayDependent: true },
      { path: '/about', queryDependent: false, dayDependent: false },
    ],
    canonicalPath: () => null,
    sitemapEntries: async () => [],
    render: async (request, { now }) => {
      const { pathname } = new URL(request.url);
      if (options.failFrom?.()) throw new Error('the render failed');
      renders.push({ path: pathname, day: dayNumber(now) });
      return {
        kind: 'document',
        status: pathname === '/' || pathname === '/about' ? 200 : 404,
        headers: new Headers(),
        body: Readable.from([`${pathname} for day ${dayNumber(now)}`]),
        failed: () => false,
        abort: () => {},
      };
    },
  };
  return { entry, renders };
}

const renderOptions = () => testRenderOptions(testAssets);

const stores: { close(): void }[] = [];
async function build(entry: ServerEntry, onRefreshError?: (error: unknown) => void) {
  const store = await buildPageStore(entry, {
    origin: ORIGIN,
    securityHeaders: [],
    renderOptions,
    clock: () => Date.now(),
    ...(onRefreshError ? { onRefreshError } : {}),
  });
  stores.push(store);
  return store;
}
const homeBody = (store: Awaited<ReturnType<typeof build>>) =>
  storedPageFor(store, '/', false, Date.now)?.forms.identity.body.toString() ?? 'not stored';

/**
 * Waits, in real time (the fake timers leave setImmediate alone), until the store holds `days`, or
 * two seconds have passed: the timer's run renders and compresses on real I/O. Never starts a run.
 */
async function heldDaysSettle(store: Awaited<ReturnType<typeof build>>, days: number[]) {
  const started = performance.now();
  while (JSON.stringify(store.heldDays()) !== JSON.stringify(days) && performance.now() - started < 2_000)
    await new Promise((resolve) => setImmediate(resolve));
  return store.heldDays();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  vi.useRealTimers();
});

describe('the day-dependent answers of the page store', () => {
  it('are made for today at start-up, and for tomorrow too when it starts within the window before midnight', async () => {
    vi.setSystemTime(dayStart(DAY) + 12 * 3_600_000);
    const { entry } = stubEntry();
    const noon = await build(entry);
    expect(noon.heldDays()).toEqual([DAY]);
    expect(homeBody(noon)).toBe(`/ for day ${DAY}`);
    expect([...noon.pages.keys()]).toEqual(['/about']);
    // The stub's one day-dependent page, and each language's feed.
    expect([...noon.dayPaths].sort()).toEqual(['/', '/es/feed.xml', '/feed.xml']);

    vi.setSystemTime(dayStart(DAY + 1) - PREPARE_AHEAD_MS + 1_000);
    const late = await build(stubEntry().entry);
    expect(late.heldDays()).toEqual([DAY, DAY + 1]);
  });

  it('the timer makes tomorrow’s shortly before midnight, then drops the day that ended at midnight', async () => {
    vi.setSystemTime(dayStart(DAY) + 12 * 3_600_000);
    const { entry, renders } = stubEntry();
    const store = await build(entry);
    // Until the window opens, nothing more is rendered.
    await vi.advanceTimersByTimeAsync(dayStart(DAY + 1) - PREPARE_AHEAD_MS - Date.now() - 1_000);
    expect(await heldDaysSettle(store, [DAY, DAY + 1])).toEqual([DAY]);
    expect(renders.filter((render) => render.day === DAY + 1)).toEqual([]);
    // The window opens: tomorrow's answers are made, today's still served.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await heldDaysSettle(store, [DAY, DAY + 1])).toEqual([DAY, DAY + 1]);
    expect(renders.filter((render) => render.day === DAY + 1)).toEqual([{ path: '/', day: DAY + 1 }]);
    expect(homeBody(store)).toBe(`/ for day ${DAY}`);
    // Midnight: tomorrow's are served, and the day that ended is dropped.
    await vi.advanceTimersByTimeAsync(dayStart(DAY + 1) - Date.now());
    expect(homeBody(store)).toBe(`/ for day ${DAY + 1}`);
    expect(await heldDaysSettle(store, [DAY + 1])).toEqual([DAY + 1]);
    // And so on, a day later, with nothing rendered twice.
    await vi.advanceTimersByTimeAsync(dayStart(DAY + 2) - Date.now() - PREPARE_AHEAD_MS);
    expect(await heldDaysSettle(store, [DAY + 1, DAY + 2])).toEqual([DAY + 1, DAY + 2]);
    await vi.advanceTimersByTimeAsync(PREPARE_AHEAD_MS);
    expect(await heldDaysSettle(store, [DAY + 2])).toEqual([DAY + 2]);
    expect(renders.filter((render) => render.path === '/').map((render) => render.day)).toEqual([DAY, DAY + 1, DAY + 2]);
  });

  it('never holds more than two days, whatever the clock does', async () => {
    vi.setSystemTime(dayStart(DAY) + 12 * 3_600_000);
    const store = await build(stubEntry().entry);
    for (const offset of [0.5, 0.995, 1.2, 1.999, 3.5, 3.9999, 2.1, 10]) {
      vi.setSystemTime(dayStart(DAY) + offset * 86_400_000);
      await store.refresh();
      const today = dayNumber(Date.now());
      expect(store.heldDays().length).toBeLessThanOrEqual(2);
      expect(store.heldDays()[0]).toBe(today);
      expect(homeBody(store)).toBe(`/ for day ${today}`);
    }
  });

  it('a failed run keeps what it had, is told of, and is tried again a minute later', async () => {
    vi.setSystemTime(dayStart(DAY + 1) - PREPARE_AHEAD_MS - 5_000);
    let failing = false;
    const errors: unknown[] = [];
    const store = await build(stubEntry({ failFrom: () => failing }).entry, (error) => errors.push(error));
    failing = true;
    await vi.advanceTimersByTimeAsync(5_000);
    const started = performance.now();
    while (errors.length === 0 && performance.now() - started < 2_000) await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
    expect(store.heldDays()).toEqual([DAY]);
    failing = false;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(await heldDaysSettle(store, [DAY, DAY + 1])).toEqual([DAY]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await heldDaysSettle(store, [DAY, DAY + 1])).toEqual([DAY, DAY + 1]);
  });

  it('schedules its next run at the window before midnight, or at midnight within it', () => {
    const noon = dayStart(DAY) + 12 * 3_600_000;
    expect(untilNextRun(noon)).toBe(dayStart(DAY + 1) - PREPARE_AHEAD_MS - noon);
    expect(untilNextRun(dayStart(DAY + 1) - PREPARE_AHEAD_MS)).toBe(PREPARE_AHEAD_MS);
    expect(untilNextRun(dayStart(DAY + 1) - 1_000)).toBe(1_000);
    expect(untilNextRun(dayStart(DAY + 1))).toBe(86_400_000 - PREPARE_AHEAD_MS);
  });
});
