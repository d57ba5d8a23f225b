/**
 * Share cards, on the built service: every sitemap page's `og:image` names a card it serves, a
 * valid 1200 x 630 PNG of the page's own; a generated excuse's share link names the excuse's card,
 * drawn on request on the card thread (never on the serving thread) and kept; anything else under
 * the excuses' cards gets the site card with 200. The build is made first when missing or stale.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { excuseOfTheDay } from '../../src/lib/excuse-of-the-day';
import { ALL_EXCUSES, GENERATOR } from '../../src/lib/pool';
import { EXCUSE_CARD_PREFIX, excuseCardPath, pageCardPath, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from '../../src/lib/share-cards';
import { LOCAL_PATHS, PATHS } from '../../src/paths';
import { CardThread, excuseIdOf, MAX_EXCUSE_CARDS } from '../../src/server/excuse-cards';
import { createLogger } from '../../src/server/logger';
import { storedResponse } from '../../src/server/stored-response';
import { SITE } from '../../src/site';
import { freePort, rawRequest, startServer, stopServers } from './test-app';

const ORIGIN = 'https://excusely.test';
const CARD_WORKER = path.resolve('dist/server/card-worker.js');
const SITE_CARD = () => readFileSync(path.join('dist/client', SITE.shareImage));

let base = '';
let port = 0;
beforeAll(async () => {
  ensureBuild();
  port = await freePort();
  await startServer(['dist/server/server.js'], { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: ORIGIN });
  base = `http://127.0.0.1:${port}`;
}, 300_000);
afterAll(stopServers);

/** The width and height of a PNG, read from its IHDR chunk; throws for anything that is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('not a PNG: wrong signature');
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG: no IHDR chunk first');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The status of a request naming this ETag, sent as a browser revalidates (fetch would add `Cache-Control: no-cache`). */
const revalidated = async (target: string, etag: string) => (await rawRequest(port, 'GET', target, { 'If-None-Match': etag })).status;

async function get(target: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + target, { headers, redirect: 'follow' });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

/** The content of each `<meta property|name="..." content="...">` in a page's head, by name. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (value: string) =>
    value
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return new Map(
    [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)].map((match) => [
      match[1] as string,
      decode(match[2] as string),
    ]),
  );
}

/** The card a page's head names, checked as a link preview needs it, and its bytes. */
async function cardOf(pageTarget: string): Promise<{ imagePath: string; bytes: Buffer; alt: string }> {
  const page = await get(pageTarget);
  expect(page.response.status, pageTarget).toBe(200);
  const meta = metaTags(page.body.toString('utf8'));
  const image = meta.get('og:image') ?? '';
  expect(image.startsWith(`${ORIGIN}/`), `${pageTarget}: og:image ${image} is absolute on the public origin`).toBe(true);
  expect(meta.get('twitter:image'), pageTarget).toBe(image);
  expect(meta.get('og:image:width'), pageTarget).toBe(String(SHARE_CARD_WIDTH));
  expect(meta.get('og:image:height'), pageTarget).toBe(String(SHARE_CARD_HEIGHT));
  expect(meta.get('og:image:alt')?.length, `${pageTarget}: og:image:alt`).toBeGreaterThan(10);
  expect(meta.get('twitter:card'), pageTarget).toBe('summary_large_image');
  const imagePath = new URL(image).pathname;
  const card = await get(imagePath);
  expect(card.response.status, imagePath).toBe(200);
  expect(card.response.headers.get('content-type'), imagePath).toBe('image/png');
  expect(pngSize(card.body), imagePath).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
  return { imagePath, bytes: card.body, alt: meta.get('og:image:alt') ?? '' };
}

const sitemapPaths = async () => {
  const { body } = await get('/sitemap.xml');
  return [...body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
};

describe('page share cards', () => {
  it("every sitemap page's og:image is its own card: served, a 1200 x 630 PNG, unlike any other page's", async () => {
    const paths = (await sitemapPaths()).filter(
      (pagePath) => pagePath !== PATHS.excuseOfTheDay && pagePath !== LOCAL_PATHS.es.excuseOfTheDay,
    );
    expect(paths.length).toBeGreaterThan(30);
    const seen = new Map<string, string>();
    for (const pagePath of paths) {
      const { imagePath, bytes } = await cardOf(pagePath);
      expect(imagePath, pagePath).toBe(pageCardPath(pagePath));
      const hash = digest(bytes);
      expect(seen.get(hash), `${pagePath} has the same card as ${seen.get(hash)}`).toBeUndefined();
      seen.set(hash, pagePath);
    }
    expect(seen.size).toBe(paths.length);
    expect(seen.has(digest(SITE_CARD()))).toBe(false);
  });

  it('are served like the top-level files: a day, then revalidated by ETag', async () => {
    const target = pageCardPath('/excuses/work/late-to-work');
    const { response } = await get(target);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await revalidated(target, etag)).toBe(304);
  });

  it('are written into the client build and the static export alike', () => {
    const cards = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    const built = cards('dist/client/og');
    expect(built).toContain('index.png');
    expect(built).toContain(path.join('excuses', 'work', 'late-to-work.png'));
    // npm run build writes both (scripts/export-static.mjs copies the client build's cards).
    expect(existsSync('dist/static/og')).toBe(true);
    expect(cards('dist/static/og')).toEqual(built);
  });

  it('pages without a canonical path (saved, search, 404) show the site card', async () => {
    for (const target of ['/saved', '/search', '/no/such/page']) {
      const { body } = await fetch(base + target).then(async (response) => ({ body: await response.text() }));
      expect(metaTags(body).get('og:image'), target).toBe(`${ORIGIN}${SITE.shareImage}`);
    }
  });
});

describe('generated excuse share cards', () => {
  it("a shared excuse's page names its own card, drawn with its text, the same bytes once kept", async () => {
    const [first, second] = ALL_EXCUSES.filter((excuse) => excuse.id === 'work-formal-3' || excuse.id === 'dating-outrageous-7');
    if (!first || !second) throw new Error('the pool has changed: pick two other ids');
    const one = await cardOf(`/get-my-excuse?id=${first.id}`);
    expect(one.imagePath).toBe(excuseCardPath(first.id));
    expect(one.alt).toContain(first.text);
    const other = await cardOf(`/get-my-excuse?id=${second.id}`);
    expect(digest(other.bytes)).not.toBe(digest(one.bytes));
    const again = await get(one.imagePath);
    expect(again.body.equals(one.bytes)).toBe(true);
    expect(again.response.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = again.response.headers.get('etag') ?? '';
    expect(await revalidated(one.imagePath, etag)).toBe(304);
  });

  it("the excuse of the day's page names that excuse's card, drawn by the service", async () => {
    const before = excuseOfTheDay(Date.now(), GENERATOR);
    const { imagePath, alt } = await cardOf(PATHS.excuseOfTheDay);
    // The service's clock is the system's: a test that straddles midnight may see either day.
    const today = [before, excuseOfTheDay(Date.now(), GENERATOR)].find((excuse) => imagePath === excuseCardPath(excuse.id));
    expect(today, imagePath).toBeDefined();
    expect(alt).toContain(today?.text);
    expect(existsSync(path.join('dist/client', pageCardPath(PATHS.excuseOfTheDay)))).toBe(false);
  });

  it('the generator page without an id shows its own page card', async () => {
    expect((await cardOf('/get-my-excuse')).imagePath).toBe(pageCardPath('/get-my-excuse'));
  });

  it('a bad id, or anything else under the prefix, gets the site card with 200', async () => {
    const siteCard = SITE_CARD();
    for (const target of [
      `${EXCUSE_CARD_PREFIX}no-such-id.png`,
      `${EXCUSE_CARD_PREFIX}work-formal-999.png`,
      `${EXCUSE_CARD_PREFIX}WORK-FORMAL-1.png`,
      `${EXCUSE_CARD_PREFIX}work-formal-1.jpg`,
      `${EXCUSE_CARD_PREFIX}work-formal-1`,
      `${EXCUSE_CARD_PREFIX}a/b/c.png`,
      EXCUSE_CARD_PREFIX.replace(/\/$/, ''),
    ]) {
      const { response, body } = await get(target);
      expect(response.status, target).toBe(200);
      expect(response.headers.get('content-type'), target).toBe('image/png');
      expect(body.equals(siteCard), target).toBe(true);
    }
  });
});

describe('the card thread', () => {
  const threads: CardThread[] = [];
  afterAll(() => Promise.all(threads.map((thread) => thread.close())));

  it('keys cards by language and built-in excuse id only, so at most 480 (240 in each language) are ever kept', () => {
    expect(MAX_EXCUSE_CARDS).toBe(480);
    expect(excuseIdOf('/og/excuse/work-formal-3.png')).toEqual({ id: 'work-formal-3', lang: 'en' });
    expect(excuseIdOf('/og/es/excuse/work-formal-3.png')).toEqual({ id: 'work-formal-3', lang: 'es' });
    expect(excuseIdOf('/og/fr/excuse/work-formal-3.png')).toBeUndefined();
    for (const name of [
      'work-formal-0.png',
      'work-formal-11.png',
      'x-y-1.png',
      'work-formal-3.png.png',
      'work-formal-3',
      'a/work-formal-3.png',
    ])
      expect(excuseIdOf(`/og/excuse/${name}`), name).toBeUndefined();
    expect(excuseIdOf('/og/work-formal-3.png')).toBeUndefined();
  });

  it('draws off the serving thread: this thread only posts the id and keeps the PNG', async () => {
    const thread = new CardThread(CARD_WORKER, createLogger('silent'), 200);
    threads.push(thread);
    // The first draw loads the thread's modules; the loop is watched over the draws after it.
    await thread.draw('school-funny-1', 'en');
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const busyBefore = nodePerformance.eventLoopUtilization();
    const started = performance.now();
    const ids = ['work-plausible-2', 'family-formal-4', 'events-funny-5', 'random-outrageous-6'];
    const pngs = await Promise.all(ids.map((id) => thread.draw(id, 'en')));
    const perCardMs = (performance.now() - started) / ids.length;
    const busy = nodePerformance.eventLoopUtilization(busyBefore).utilization;
    delay.disable();
    // What the serving thread does with a card it receives: digest it for its ETag, once.
    const png = Buffer.from(pngs[0] ?? new Uint8Array());
    const storing = performance.now();
    storedResponse(200, [['Content-Type', 'image/png']], { identity: png });
    const storeMs = performance.now() - storing;
    for (const bytes of pngs) expect(pngSize(Buffer.from(bytes))).toEqual({ width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT });
    const maxDelayMs = delay.max / 1e6;
    console.log(
      `card thread: ${perCardMs.toFixed(0)} ms a card; this thread busy ${(busy * 100).toFixed(1)} % of that time, ` +
        `longest event-loop delay ${maxDelayMs.toFixed(1)} ms, keeping a card ${storeMs.toFixed(2)} ms`,
    );
    // A draw on this thread would keep it busy throughout, and block it for a whole draw at a time.
    expect(busy).toBeLessThan(0.3);
    expect(maxDelayMs).toBeLessThan(perCardMs);
    expect(storeMs).toBeLessThan(5);
  });

  it('stops once idle, and starts again for the next draw', async () => {
    const thread = new CardThread(CARD_WORKER, createLogger('silent'), 100);
    threads.push(thread);
    await thread.draw('work-formal-1', 'en');
    expect(thread.running).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(thread.running).toBe(false);
    expect(pngSize(Buffer.from(await thread.draw('work-formal-2', 'en'))).width).toBe(SHARE_CARD_WIDTH);
    expect(thread.inFlight).toBe(0);
  });

  it('fails a draw of an unknown id rather than drawing anything', async () => {
    const thread = new CardThread(CARD_WORKER, createLogger('silent'), 100);
    threads.push(thread);
    await expect(thread.draw('no-such-id', 'en')).rejects.toThrow(/No built-in excuse/);
  });
});
