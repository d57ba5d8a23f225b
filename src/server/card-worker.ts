/**
 * The card thread: a worker thread that draws the share cards of built-in excuses, so their
 * ~150 ms of layout and rasterising each never holds up the serving thread (`CardThread` in
 * `excuse-cards.ts` starts it and talks to it).
 */
import { parentPort } from 'node:worker_threads';
import type { FromCardThread, ToCardThread } from './card-thread-protocol';
import { drawExcuseCard } from './share-cards/excuse-card';
import { serializeError } from './thread-errors';

if (!parentPort) throw new Error('card-worker.js runs as a worker thread of the server');
const port = parentPort;

/** Draws one card at a time, so the thread takes one core at most and the serving thread keeps the other. */
let queue = Promise.resolve();

port.on('message', (message: ToCardThread) => {
  queue = queue.then(() => draw(message));
});

async function draw({ id, excuseId, lang }: ToCardThread): Promise<void> {
  const started = performance.now();
  try {
    const png = await drawExcuseCard(excuseId, lang);
    if (!png) throw new Error(`No built-in excuse has the id ${excuseId}`);
    // An exact copy in an ArrayBuffer of its own, moved to the serving thread rather than copied again.
    const bytes = new Uint8Array(png);
    const durationMs = Math.round(performance.now() - started);
    port.postMessage({ id, png: bytes, durationMs } satisfies FromCardThread, [bytes.buffer]);
  } catch (error) {
    port.postMessage({ id, error: serializeError(error) } satisfies FromCardThread);
  }
}
