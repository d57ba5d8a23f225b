import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { RenderOptions, RenderResult, ServerEntry } from '../render-contract';
import { errorFields, type Logger } from './logger';
import type { FromRenderThread, ToRenderThread } from './render-thread-protocol';
import type { RenderWorkerData } from './render-worker';
import { deserializeError } from './thread-errors';

/** A render the thread has not finished: its promise until the document starts, then its body. */
interface PendingRender {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
  onError: (error: unknown) => void;
  body?: Readable;
  failed: boolean;
}

/** Statuses a Fetch Response may not carry a body with. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * Renders pages on a worker thread, so the thread that serves requests never runs React. A render
 * of 5-25 ms no longer holds up the cached pages and files answered meanwhile, and the serving
 * thread stays small and fast: React's renderer keeps an AsyncLocalStorage, which on Node 20
 * turns on async hooks for every later request of the thread that renders (ADR 010).
 *
 * It is a `ServerEntry`: renders go to the thread, the rest (cache keys, sitemap, search) is
 * answered from the entry loaded here. The thread builds its own asset resolver from the same
 * client build, so `RenderOptions.assets` is not sent. A thread that dies is started again; the
 * renders it had under way fail (a 500, or a cut response), and later ones go to the new thread.
 */
export class RenderThread {
  private worker!: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, PendingRender>();
  private closing = false;
  /** Settles when the first thread has loaded the server entry, or failed to. */
  readonly ready: Promise<void>;

  constructor(
    private readonly workerPath: string,
    private readonly workerData: RenderWorkerData,
    private readonly logger: Logger,
  ) {
    this.ready = this.start();
  }

  /** The server entry with its renders on this thread. */
  entry(local: ServerEntry): ServerEntry {
    return {
      siteSearch: local.siteSearch,
      pagePaths: local.pagePaths,
      canonicalPath: local.canonicalPath,
      sitemapEntries: local.sitemapEntries,
      render: (request, options) => this.render(request, options),
    };
  }

  /** Renders under way, for tests. */
  get inFlight(): number {
    return this.pending.size;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }

  private start(): Promise<void> {
    const worker = new Worker(this.workerPath, { workerData: this.workerData });
    this.worker = worker;
    // The listening server keeps the process alive; the thread alone never does.
    worker.unref();
    let loaded = false;
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromRenderThread) => {
        if (message.type !== 'ready') return this.receive(message);
        loaded = true;
        resolve();
      });
      worker.on('error', (error) => {
        this.logger.error('render thread failed', errorFields(error));
        if (!loaded) reject(error);
      });
      worker.on('exit', (code) => {
        this.failAll(new Error(`The render thread stopped (exit code ${code})`));
        if (!loaded) reject(new Error(`The render thread exited with code ${code} before it was ready`));
        // Only a thread that once loaded is started again: one that cannot load would loop.
        else if (!this.closing) {
          this.logger.error('render thread stopped, starting another', { code });
          this.start().catch((error) => this.logger.error('render thread could not start again', errorFields(error)));
        }
      });
    });
  }

  private post(message: ToRenderThread): void {
    this.worker.postMessage(message);
  }

  private render(request: Request, options: RenderOptions): Promise<RenderResult> {
    const id = this.nextId++;
    const { origin, waitForAll, showErrorDetails, analyticsId, timeoutMs, now, onError } = options;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onError, failed: false });
      this.post({
        type: 'render',
        id,
        url: request.url,
        options: { origin, waitForAll, showErrorDetails, timeoutMs, now, ...(analyticsId ? { analyticsId } : {}) },
      });
      request.signal.addEventListener('abort', () => this.abort(id), { once: true });
    });
  }

  /** Stops a render: the thread stops React, and the body here ends without its remaining bytes. */
  private abort(id: number): void {
    const render = this.pending.get(id);
    if (!render) return;
    this.pending.delete(id);
    this.post({ type: 'abort', id });
    // An abort is no error for a body the caller has stopped reading.
    if (render.body) render.body.destroy();
    else render.reject(new Error('The render was aborted'));
  }

  private receive(message: Exclude<FromRenderThread, { type: 'ready' }>): void {
    const render = this.pending.get(message.id);
    if (!render) return; // aborted here before the thread heard of it
    switch (message.type) {
      case 'render-error':
        render.failed = true;
        render.onError(deserializeError(message.error));
        return;
      case 'response': {
        this.pending.delete(message.id);
        const body = NULL_BODY_STATUSES.has(message.status) ? null : message.body;
        render.resolve({ kind: 'response', response: new Response(body, { status: message.status, headers: message.headers }) });
        return;
      }
      case 'document': {
        const id = message.id;
        // Bytes arrive as the thread sends them; a client that goes away destroys the body,
        // and that stops the render.
        const body = new Readable({
          read() {},
          destroy: (error, callback) => {
            if (this.pending.get(id)?.body === body) this.abort(id);
            callback(error);
          },
        });
        render.body = body;
        render.resolve({
          kind: 'document',
          status: message.status,
          headers: new Headers(message.headers),
          body,
          failed: () => render.failed,
          abort: () => this.abort(id),
        });
        return;
      }
      case 'chunk':
        render.body?.push(message.chunk);
        return;
      case 'end':
        this.pending.delete(message.id);
        render.body?.push(null);
        return;
      case 'failed': {
        this.pending.delete(message.id);
        fail(render, deserializeError(message.error));
        return;
      }
    }
  }

  private failAll(error: Error): void {
    const renders = [...this.pending.values()];
    this.pending.clear();
    for (const render of renders) fail(render, error);
  }
}

/** Ends a render that went wrong: its promise rejects, or its body (already streaming) breaks. */
function fail(render: PendingRender, error: Error): void {
  if (render.body) render.body.destroy(error);
  else render.reject(error);
}
