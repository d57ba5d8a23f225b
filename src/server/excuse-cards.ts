/**
 * The share cards of the built-in generated excuses (`/og/excuse/<id>.png`, named by the
 * generator page's `og:image` for `/get-my-excuse?id=<id>`). The build cannot draw them with the
 * page cards (they are 240, and a deploy would pay for all of them on every build); the service
 * draws each on its first request and keeps it. A draw costs about 150 ms of CPU (satori's layout,
 * resvg's rasteriser; the thread's first, about 0.9 s, while they load), so it runs on a thread of
 * its own (`card-worker.ts`): the serving thread only posts the id and, when the PNG comes back,
 * digests it for its ETag (under a millisecond). A request for anything but a built-in excuse's card, or one whose draw fails, gets
 * the site card: never an error image, never a 500.
 */
import { Worker } from 'node:worker_threads';
import type { Request, RequestHandler, Response } from 'express';
import { LANGS, type Lang } from '../i18n/languages';
import { GENERATORS } from '../lib/generators';
import { EXCUSE_CARD_PREFIXES } from '../lib/share-cards';
import { SITE } from '../site';
import type { FromCardThread, ToCardThread } from './card-thread-protocol';
import { errorFields, type Logger } from './logger';
import { conditionalHeaders } from './response-headers';
import { type StoredResponse, sendStored, storedResponse } from './stored-response';
import { deserializeError } from './thread-errors';

/** Draws the card of a built-in excuse as PNG bytes. */
export type DrawExcuseCard = (id: string, lang: Lang) => Promise<Uint8Array>;

/** Every built-in excuse's id: the only keys the cache ever holds, so it holds at most 240 cards. */
const EXCUSE_IDS = new Set(GENERATORS.en.all.map((excuse) => excuse.id));
/** One card per excuse and language. */
export const MAX_EXCUSE_CARDS = EXCUSE_IDS.size * LANGS.length;

/** Cards are revalidated like the page cards: a day, then their ETag. */
export const EXCUSE_CARD_CACHE_CONTROL = 'public, max-age=86400';

/** A draw the thread has not answered in this long is given up (the request gets the site card). */
const DRAW_TIMEOUT_MS = 15_000;
/**
 * A thread with nothing to draw for this long is stopped: it holds some 70-120 MB (satori, its
 * layout engine, resvg, the fonts) for cards that are drawn once each. The next draw starts another.
 */
const IDLE_MS = 60_000;

/**
 * A worker thread that draws excuse cards, started on the first draw (most processes never draw
 * one) and stopped once idle for `idleMs`. A thread that fails or exits fails the draws it had;
 * the next draw starts another.
 */
export class CardThread {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (png: Uint8Array) => void; reject: (error: Error) => void }>();
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly workerPath: string,
    private readonly logger: Logger,
    private readonly idleMs = IDLE_MS,
  ) {}

  draw: DrawExcuseCard = (excuseId, lang) => {
    clearTimeout(this.idleTimer);
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(
        () => this.settle(id, new Error(`The card of ${excuseId} took over ${DRAW_TIMEOUT_MS} ms`)),
        DRAW_TIMEOUT_MS,
      );
      timer.unref();
      this.pending.set(id, {
        resolve: (png) => {
          clearTimeout(timer);
          resolve(png);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, excuseId, lang } satisfies ToCardThread);
    });
  };

  /** Draws under way, for tests. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Whether a thread is running, for tests. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.workerPath);
    this.worker = worker;
    // The listening server keeps the process alive; the thread alone never does.
    worker.unref();
    worker.on('message', (message: FromCardThread) => {
      if ('error' in message) this.settle(message.id, deserializeError(message.error));
      else {
        this.logger.debug('excuse card drawn', { durationMs: message.durationMs, bytes: message.png.byteLength });
        this.settle(message.id, message.png);
      }
    });
    worker.on('error', (error) => this.logger.error('card thread failed', errorFields(error)));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id, new Error(`The card thread stopped (exit code ${code})`));
    });
    return worker;
  }

  private settle(id: number, result: Uint8Array | Error): void {
    const draw = this.pending.get(id);
    if (!draw) return;
    this.pending.delete(id);
    if (result instanceof Error) draw.reject(result);
    else draw.resolve(result);
    if (this.pending.size === 0 && this.worker) {
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => {
        if (this.pending.size === 0) void this.close();
      }, this.idleMs);
      this.idleTimer.unref();
    }
  }
}

export interface ExcuseCardOptions {
  /** Draws a card; without one (tests, a service with no card thread) every request gets the site card. */
  draw?: DrawExcuseCard | undefined;
  /** The site card from the client build, sent for a bad id; without it, a redirect to it. */
  siteCard?: StoredResponse | undefined;
  securityHeaders: readonly [string, string][];
  logger: Logger;
}

/** The excuse id and language of a card's path (`/og/excuse/<id>.png`, `/og/es/excuse/<id>.png`), for a built-in excuse's id only. */
export function excuseIdOf(urlPath: string): { id: string; lang: Lang } | undefined {
  const lang = LANGS.find((candidate) => urlPath.startsWith(EXCUSE_CARD_PREFIXES[candidate]));
  if (!lang) return undefined;
  const match = /^([a-z]+-[a-z]+-\d{1,3})\.png$/.exec(urlPath.slice(EXCUSE_CARD_PREFIXES[lang].length));
  return match?.[1] && EXCUSE_IDS.has(match[1]) ? { id: match[1], lang } : undefined;
}

/** The paths the route answers: each language's cards' folder and everything under it. */
export const EXCUSE_CARD_ROUTES = LANGS.flatMap((lang) => [
  EXCUSE_CARD_PREFIXES[lang].replace(/\/$/, ''),
  `${EXCUSE_CARD_PREFIXES[lang]}{*file}`,
]);

/**
 * The route for `EXCUSE_CARD_ROUTES`: a built-in excuse's card, drawn once and then answered from
 * memory like the client build's files (ETag, 304, HEAD); anything else there, the site card.
 */
export function excuseCardRoute({ draw, siteCard, securityHeaders, logger }: ExcuseCardOptions): RequestHandler {
  /** Each card drawn or being drawn, by language and excuse id (`es/work-formal-3`; at most `MAX_EXCUSE_CARDS`). */
  const cards = new Map<string, Promise<StoredResponse>>();
  const headers: [string, string][] = [...securityHeaders, ['Content-Type', 'image/png'], ['Cache-Control', EXCUSE_CARD_CACHE_CONTROL]];

  const card = ({ id, lang }: { id: string; lang: Lang }, drawCard: DrawExcuseCard): Promise<StoredResponse> => {
    const key = `${lang}/${id}`;
    let stored = cards.get(key);
    if (!stored) {
      stored = drawCard(id, lang).then((png) =>
        storedResponse(200, headers, { identity: Buffer.from(png.buffer, png.byteOffset, png.byteLength) }),
      );
      cards.set(key, stored);
      // A failed draw is not kept: the next request tries again.
      stored.catch((error) => {
        cards.delete(key);
        logger.error('excuse card failed', { id, lang, ...errorFields(error) });
      });
    }
    return stored;
  };

  const sendSiteCard = (req: Request, res: Response) => {
    if (siteCard) sendStored(res, req.method, siteCard, conditionalHeaders(req));
    else res.redirect(302, SITE.shareImage);
  };

  return (req, res) => {
    const excuse = excuseIdOf(req.path);
    if (!excuse || !draw) return sendSiteCard(req, res);
    card(excuse, draw).then(
      (stored) => {
        if (!res.headersSent) sendStored(res, req.method, stored, conditionalHeaders(req));
      },
      () => {
        if (!res.headersSent) sendSiteCard(req, res);
      },
    );
  };
}
