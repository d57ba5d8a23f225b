/**
 * The render thread: a worker thread that renders pages with the built server entry and streams
 * them to the serving thread (`render-thread.ts`). Started with `workerData` of type
 * `RenderWorkerData`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderResult, ServerEntry } from '../render-contract';
import { manifestAssets } from './assets';
import type { FromRenderThread, ToRenderThread } from './render-thread-protocol';
import { serializeError } from './thread-errors';

export interface RenderWorkerData {
  /** The built server entry (`dist/server/entry-server.js`). */
  entryPath: string;
  /** The client build, whose manifest names each page's scripts. */
  clientDir: string;
}

if (!parentPort) throw new Error('render-worker.js runs as a worker thread of the server');
const port = parentPort;
const { entryPath, clientDir } = workerData as RenderWorkerData;
const entry = (await import(/* @vite-ignore */ entryPath)) as ServerEntry;
const assets = manifestAssets(clientDir);

/** Each render under way: how to stop it when the serving thread's client goes away. */
const aborts = new Map<number, () => void>();
const post = (message: FromRenderThread) => port.postMessage(message);

async function render(id: number, url: string, options: Extract<ToRenderThread, { type: 'render' }>['options']): Promise<void> {
  const controller = new AbortController();
  aborts.set(id, () => controller.abort());
  let result: RenderResult;
  try {
    result = await entry.render(new Request(url, { signal: controller.signal }), {
      ...options,
      assets,
      onError: (error) => post({ type: 'render-error', id, error: serializeError(error) }),
    });
  } catch (error) {
    aborts.delete(id);
    post({ type: 'failed', id, error: serializeError(error) });
    return;
  }
  if (result.kind === 'response') {
    aborts.delete(id);
    const { status, headers } = result.response;
    const body = result.response.body ? new Uint8Array(await result.response.arrayBuffer()) : null;
    post({ type: 'response', id, status, headers: [...headers], body });
    return;
  }
  const { body } = result;
  if (controller.signal.aborted) {
    aborts.delete(id);
    result.abort();
    body.resume();
    return;
  }
  // Once aborted, what React still writes is drained here and never sent.
  let aborted = false;
  aborts.set(id, () => {
    aborted = true;
    controller.abort();
    result.abort();
  });
  post({ type: 'document', id, status: result.status, headers: [...result.headers] });
  body.on('data', (chunk: Buffer) => {
    if (aborted) return;
    // A chunk may be a view of a larger buffer: send an exact copy, moved rather than copied again.
    const copy = new Uint8Array(chunk);
    port.postMessage({ type: 'chunk', id, chunk: copy } satisfies FromRenderThread, [copy.buffer]);
  });
  body.once('end', () => {
    aborts.delete(id);
    if (!aborted) post({ type: 'end', id });
  });
  body.once('error', (error) => {
    aborts.delete(id);
    if (!aborted) post({ type: 'failed', id, error: serializeError(error) });
  });
}

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'abort') {
    aborts.get(message.id)?.();
    aborts.delete(message.id);
  } else {
    void render(message.id, message.url, message.options);
  }
});

post({ type: 'ready' });
