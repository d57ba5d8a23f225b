import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LANG_PREFIX, LANGS, type Lang } from '../i18n/languages';
import { dayNumber, dayStart } from '../lib/utc-day';
import { FEED_PATHS } from '../paths';
import type { RenderOptions, ServerEntry } from '../render-contract';
import { buildFeedXml, FEED_CONTENT_TYPE } from './feed';
import { cacheControlUntilMidnight, documentHeaders } from './response-headers';
import { type StoredResponse, storedResponse } from './stored-response';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page of the store: its stored answer, and whether a query string changes its document. */
export interface StoredPage extends StoredResponse {
  queryDependent: boolean;
}

/**
 * Every page of the route table, rendered and compressed before the server takes traffic, keyed by
 * the route table's own spelling of its path, plus the one 404 page. Nothing a request brings is
 * ever stored: a request can only read it, so no request can change what another visitor gets
 * (ADR 012). The pages that are the same every day are fixed at start-up. The answers that depend
 * on the UTC day (the day-dependent pages and the feed) are held per day, each day's set fixed when
 * it is made: a timer makes the next day's shortly before UTC midnight, and the store holds at most
 * two days' sets, today's and tomorrow's (ADR 020).
 */
export interface PageStore {
  /** The pages that are the same every day. */
  readonly pages: ReadonlyMap<string, StoredPage>;
  /** Each language's 404 page: a path under a language's prefix is answered with that language's. */
  readonly notFound: Readonly<Record<Lang, StoredResponse>>;
  /** The paths whose answer depends on the UTC day: the day-dependent pages and the feed. */
  readonly dayPaths: ReadonlySet<string>;
  /** The day-dependent answers made for a UTC day (`dayNumber`), or undefined when that day's are not held. */
  forDay(day: number): ReadonlyMap<string, StoredPage> | undefined;
  /** The UTC days whose answers are held, in order: at most two. */
  heldDays(): number[];
  /**
   * What the timer runs: makes today's set if it is missing (a timer that ran late) and, within
   * `PREPARE_AHEAD_MS` of midnight, tomorrow's, and drops every other day's. Runs one at a time;
   * resolves once this run is done.
   */
  refresh(): Promise<void>;
  /** Stops the timer. */
  close(): void;
}

/** A path no route matches, per language, rendered once as the 404 page every unknown path of that language is answered with. */
const notFoundPath = (lang: Lang) => `${LANG_PREFIX[lang]}/404/not-found`;
/** How long before each UTC midnight the next day's answers are made. */
export const PREPARE_AHEAD_MS = 10 * 60_000;
/** After a failed run, the timer tries again this much later (the answers are rendered per request meanwhile). */
const RETRY_MS = 60_000;
/** The timer never fires sooner than this, whatever a clock a little ahead of the timers says. */
const MIN_TIMER_MS = 1_000;

export interface PageStoreOptions {
  origin: string;
  securityHeaders: readonly [string, string][];
  renderOptions: (path: string) => RenderOptions;
  /** The server's clock (ms since the epoch); `Date.now` by default. */
  clock?: () => number;
  /** Told of a timer run that failed (the start-up's own failure rejects instead). */
  onRefreshError?: (error: unknown) => void;
}

/**
 * Renders every page whole (as a crawler would get it) and compresses it off the main thread, in
 * brotli and gzip. Brotli's quality 10 makes pages 2% larger than 11 for a third of the CPU: the
 * whole site in about 3 s of CPU at start-up on this two-core machine, not 11 (ADR 012). A page that fails to render, or
 * renders with another status than it should, stops the start-up rather than be served.
 */
export async function buildPageStore(entry: ServerEntry, options: PageStoreOptions): Promise<PageStore> {
  const clock = options.clock ?? Date.now;

  async function compressed(
    status: number,
    headers: readonly [string, string][],
    body: Buffer,
    cacheControlAt?: (now: number) => string,
  ): Promise<StoredResponse> {
    const [br, gz] = await Promise.all([
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ]);
    return storedResponse(status, [...options.securityHeaders, ...headers], { identity: body, br, gzip: gz }, cacheControlAt);
  }

  /** A page rendered for `now`; a day-dependent one gets its Cache-Control when sent. */
  async function store(path: string, expectedStatus: number, now: number, dayDependent = false): Promise<StoredResponse> {
    const result = await entry.render(new Request(new URL(path, options.origin)), { ...options.renderOptions(path), now });
    if (result.kind !== 'document') throw new Error(`${path} answered ${result.response.status} instead of a page`);
    const html = Buffer.from(await text(result.body));
    if (result.failed() || result.status !== expectedStatus)
      throw new Error(`${path} rendered with status ${result.status}${result.failed() ? ' and an error' : ''}`);
    return dayDependent
      ? compressed(result.status, documentHeaders(result, null), html, cacheControlUntilMidnight)
      : compressed(result.status, documentHeaders(result), html);
  }

  const pagePaths = entry.pagePaths();
  const dayPages = pagePaths.filter((page) => page.dayDependent).map((page) => page.path);
  const dayPaths: ReadonlySet<string> = Object.freeze(new Set([...dayPages, ...LANGS.map((lang) => FEED_PATHS[lang])]));

  /** One UTC day's answers, made as they are at that day's first moment: they depend on the day alone. */
  async function renderDay(day: number): Promise<FrozenMap<string, StoredPage>> {
    const now = dayStart(day);
    const answers = await Promise.all([
      ...dayPages.map(async (path) => [path, Object.freeze({ ...(await store(path, 200, now, true)), queryDependent: false })] as const),
      ...LANGS.map(async (lang) => {
        const feed = await compressed(
          200,
          [['Content-Type', FEED_CONTENT_TYPE]],
          Buffer.from(buildFeedXml(options.origin, now, lang)),
          cacheControlUntilMidnight,
        );
        return [FEED_PATHS[lang], Object.freeze({ ...feed, queryDependent: false })] as const;
      }),
    ]);
    return new FrozenMap(answers);
  }

  let held = new FrozenMap<number, FrozenMap<string, StoredPage>>([]);
  async function maintain(): Promise<void> {
    const now = clock();
    const today = dayNumber(now);
    const wanted = dayStart(today + 1) - now <= PREPARE_AHEAD_MS ? [today, today + 1] : [today];
    const sets = await Promise.all(wanted.map(async (day) => [day, held.get(day) ?? (await renderDay(day))] as const));
    // One swap: a request sees the old days or the new ones, never a half-made set.
    held = new FrozenMap(sets);
  }
  let running: Promise<void> = Promise.resolve();
  const refresh = () => {
    running = running.catch(() => {}).then(maintain);
    return running;
  };

  const [notFound, pages] = await Promise.all([
    Promise.all(LANGS.map(async (lang) => [lang, await store(notFoundPath(lang), 404, clock())] as const)),
    Promise.all(
      pagePaths
        .filter((page) => !page.dayDependent)
        .map(async ({ path, queryDependent }) => {
          const page: StoredPage = Object.freeze({ ...(await store(path, 200, clock())), queryDependent });
          return [path, page] as const;
        }),
    ),
    refresh(),
  ]);

  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** The next run: when the next day's answers are due, or else at midnight, to drop the day that ended. */
  function schedule(delay: number): void {
    if (closed) return;
    timer = setTimeout(
      () => {
        refresh().then(
          () => schedule(untilNextRun(clock())),
          (error: unknown) => {
            options.onRefreshError?.(error);
            schedule(RETRY_MS);
          },
        );
      },
      Math.max(MIN_TIMER_MS, delay),
    );
    // The listening server keeps the process alive; the timer alone never does.
    timer.unref();
  }
  schedule(untilNextRun(clock()));

  return Object.freeze({
    pages: new FrozenMap(pages),
    notFound: Object.freeze(Object.fromEntries(notFound) as Record<Lang, StoredResponse>),
    dayPaths,
    forDay: (day: number) => held.get(day),
    heldDays: () => [...held.keys()].sort((a, b) => a - b),
    refresh,
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  });
}

/** Milliseconds from `now` to the timer's next run: the start of the window before midnight, or midnight itself. */
export function untilNextRun(now: number): number {
  const midnight = dayStart(dayNumber(now) + 1);
  const prepareAt = midnight - PREPARE_AHEAD_MS;
  return (now < prepareAt ? prepareAt : midnight) - now;
}

/** A Map whose contents are fixed at construction: `set`, `delete` and `clear` throw. Each of the store's maps is one. */
class FrozenMap<K, V> extends Map<K, V> {
  private readonly sealed: boolean;
  constructor(entries: Iterable<readonly [K, V]>) {
    super(entries);
    this.sealed = true;
  }
  override set(key: K, value: V): this {
    // Map's constructor adds its entries through set, before `sealed` is assigned.
    if (this.sealed) throw new Error('the page store is fixed: a set is never changed once made');
    return super.set(key, value);
  }
  override delete(): boolean {
    throw new Error('the page store is fixed: a set is never changed once made');
  }
  override clear(): void {
    throw new Error('the page store is fixed: a set is never changed once made');
  }
}

/**
 * The stored page for a request's path (before any `?`), or undefined: the path must be a page's
 * canonical spelling exactly, and a page whose document depends on the query is stored only
 * without one. A day-dependent answer is the one made for the clock's current UTC day; when that
 * day's are not held (the timer ran late), there is none, and Express renders it per request.
 */
export function storedPageFor(store: PageStore, path: string, hasQuery: boolean, clock: () => number): StoredPage | undefined {
  const page = store.pages.get(path) ?? (store.dayPaths.has(path) ? store.forDay(dayNumber(clock()))?.get(path) : undefined);
  return page && (!hasQuery || !page.queryDependent) ? page : undefined;
}
