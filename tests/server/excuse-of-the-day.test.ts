/**
 * The excuse of the day on the production app (fast path, store and Express), on a clock the test
 * sets: home and /excuse-of-the-day show the day's excuse, the feed lists the days, every answer
 * that changes at midnight is cached only until then, and the store holds at most two days' answers
 * and never serves one day's after midnight, whether its timer ran in time or late.
 */

import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { excuseOfTheDay } from '../../src/lib/excuse-of-the-day';
import { sharePath } from '../../src/lib/generator-options';
import { GENERATOR } from '../../src/lib/pool';
import { excuseCardPath } from '../../src/lib/share-cards';
import { dayNumber, dayStart } from '../../src/lib/utc-day';
import { buildFeedXml } from '../../src/server/feed';
import { PREPARE_AHEAD_MS } from '../../src/server/page-store';
import { HTML_CACHE_CONTROL } from '../../src/server/response-headers';
import { makeTestApp, ORIGIN } from './test-app';

/** 2026-12-06, 90 s before midnight: within the store's window, so it made tomorrow's pages at start-up. */
const START = Date.parse('2026-12-06T23:58:30Z');
const DAY = dayNumber(START);
const clock = { now: START };
const { app, pageStore, fastPath } = await makeTestApp({ clock: () => clock.now });
if (!pageStore) throw new Error('the production test app stores its pages');

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const headOf = (text: string) => text.slice(0, text.indexOf('</head>'));
const at = (iso: string) => {
  clock.now = Date.parse(iso);
};

/** The answers that change at UTC midnight, in both languages: home, the excuse of the day and the feed. */
const DAY_PATHS = ['/', '/excuse-of-the-day', '/feed.xml', '/es', '/es/excusa-del-dia', '/es/feed.xml'];

describe('the excuse of the day', () => {
  it('home shows the day’s excuse with its share link and the feed, as loader data', async () => {
    at('2026-12-06T23:58:30Z');
    const excuse = excuseOfTheDay(START, GENERATOR);
    expect(excuse.id).toBe('random-plausible-6');
    const { text } = await request(app).get('/').expect(200);
    expect(text).toContain('Excuse of the day</h2>');
    expect(text).toContain(html(excuse.text));
    expect(text).toContain(`href="${html(sharePath(excuse.id))}"`);
    expect(text).toContain('href="/feed.xml"');
    // The text arrives as the route's data: the browser needs no excuses to hydrate it.
    expect(text).toContain(`"id":"${excuse.id}"`);
  });

  it('/excuse-of-the-day is a page of its own: title, description, canonical URL and the excuse’s card', async () => {
    const excuse = excuseOfTheDay(START, GENERATOR);
    const { text } = await request(app)
      .get('/excuse-of-the-day')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const head = headOf(text);
    expect(head).toContain('<title>Excuse of the Day | Excusely</title>');
    expect(head).toContain(`<meta name="description" content="${html(`Today's excuse: ${excuse.text}`)}"/>`);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/excuse-of-the-day"/>`);
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}${excuseCardPath(excuse.id)}"/>`);
    expect(text.match(/<h1[ >]/g)).toHaveLength(1);
    expect(text).toContain(html(excuse.text));
    expect(text).toContain('<time dateTime="2026-12-06">Sunday, December 6, 2026</time>');
  });

  it('every page’s head links the feed', async () => {
    for (const [path, status] of [
      ['/', 200],
      ['/about', 200],
      ['/excuses/work/late-to-work', 200],
      ['/no/such/page', 404],
    ] as const) {
      const { text } = await request(app).get(path).expect(status);
      expect(headOf(text), path).toContain(
        '<link rel="alternate" type="application/atom+xml" href="/feed.xml" title="Excusely: Excuse of the Day"/>',
      );
    }
  });

  it('/feed.xml is the Atom feed of the day, with its type, an ETag and the cache policy of the day', async () => {
    at('2026-12-06T23:58:30Z');
    const response = await request(app).get('/feed.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=90');
    expect(response.text).toBe(buildFeedXml(ORIGIN, START));
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(app).get('/feed.xml').set('If-None-Match', etag).expect(304);
    expect(again.headers['cache-control']).toBe('public, max-age=60, s-maxage=90');
  });

  it('caches the day-dependent answers only until UTC midnight, from the clock when sent; other pages as before', async () => {
    at('2026-12-06T23:58:30Z');
    for (const path of DAY_PATHS)
      expect((await request(app).get(path)).headers['cache-control'], path).toBe('public, max-age=60, s-maxage=90');
    at('2026-12-06T23:59:59.500Z');
    for (const path of DAY_PATHS)
      expect((await request(app).get(path)).headers['cache-control'], path).toBe('public, max-age=0, s-maxage=0');
    at('2026-12-06T23:55:00Z');
    expect((await request(app).get('/')).headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    for (const path of ['/about', '/excuses/work/late-to-work', '/get-my-excuse'])
      expect((await request(app).get(path)).headers['cache-control'], path).toBe(HTML_CACHE_CONTROL);
  });

  it('after midnight serves the new day’s answers, made before midnight, with new ETags', async () => {
    at('2026-12-06T23:58:30Z');
    const yesterday = await request(app).get('/');
    expect(pageStore.heldDays()).toEqual([DAY, DAY + 1]);
    at('2026-12-07T00:00:10Z');
    const today = excuseOfTheDay(clock.now, GENERATOR);
    const home = await request(app).get('/').expect(200);
    expect(home.text).toContain(html(today.text));
    expect(home.text).not.toContain(html(excuseOfTheDay(START, GENERATOR).text));
    expect(home.headers.etag).not.toBe(yesterday.headers.etag);
    expect(home.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    // Yesterday's ETag no longer matches: a revalidating browser gets the new page.
    await request(app)
      .get('/')
      .set('If-None-Match', yesterday.headers.etag as string)
      .expect(200);
    expect((await request(app).get('/feed.xml')).text).toBe(buildFeedXml(ORIGIN, clock.now));
  });

  it('holds at most two days, today’s and, shortly before midnight, tomorrow’s', async () => {
    at('2026-12-07T12:00:00Z');
    await pageStore.refresh();
    expect(pageStore.heldDays()).toEqual([DAY + 1]);
    expect(pageStore.forDay(DAY)).toBeUndefined();
    clock.now = dayStart(DAY + 2) - PREPARE_AHEAD_MS - 1;
    await pageStore.refresh();
    expect(pageStore.heldDays()).toEqual([DAY + 1]);
    clock.now = dayStart(DAY + 2) - PREPARE_AHEAD_MS;
    await pageStore.refresh();
    expect(pageStore.heldDays()).toEqual([DAY + 1, DAY + 2]);
    expect([...(pageStore.forDay(DAY + 2)?.keys() ?? [])].sort()).toEqual([...DAY_PATHS].sort());
    expect(() => (pageStore.forDay(DAY + 2) as Map<string, unknown>).set('/about', {})).toThrow(/fixed/);
  });

  it('with the timer late, renders the new day per request rather than serve the day that ended', async () => {
    at('2026-12-09T00:00:05Z');
    const today = excuseOfTheDay(clock.now, GENERATOR);
    expect(pageStore.forDay(dayNumber(clock.now))).toBeUndefined();
    for (const path of ['/', '/excuse-of-the-day']) {
      const { req, res } = fakeExchange(path);
      expect(fastPath(req, res), `${path} is not served from the store`).toBe(false);
      const page = await request(app).get(path).expect(200);
      expect(page.text, path).toContain(html(today.text));
      expect(page.headers['cache-control'], path).toBe('public, max-age=60, s-maxage=300');
    }
    const feed = await request(app).get('/feed.xml').expect(200);
    expect(feed.text).toBe(buildFeedXml(ORIGIN, clock.now));
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect(feed.headers.etag).toBeDefined();
    // The late run then makes the day's answers, and drops the days before it.
    await pageStore.refresh();
    expect(pageStore.heldDays()).toEqual([dayNumber(clock.now)]);
    const { req, res } = fakeExchange('/');
    expect(fastPath(req, res)).toBe(true);
  });
});

/** A GET the fast path can be asked about directly: it answers into a response that goes nowhere. */
function fakeExchange(path: string) {
  const req = { method: 'GET', url: path, rawHeaders: [] } as unknown as Parameters<typeof fastPath>[0];
  const res = { writeHead: () => {}, end: () => {} } as unknown as Parameters<typeof fastPath>[1];
  return { req, res };
}
