/**
 * The messages between the serving thread and the render thread (see `render-thread.ts`). Only
 * plain data crosses: a request is its URL and options, an answer its status, headers and bytes.
 */
import type { RenderOptions } from '../render-contract';
import type { SerializedError } from './thread-errors';

/** What the render thread needs of a request's options; the rest (assets, onError) stays on each side. */
export type ThreadRenderOptions = Pick<RenderOptions, 'origin' | 'waitForAll' | 'showErrorDetails' | 'analyticsId' | 'timeoutMs' | 'now'>;

export type ToRenderThread = { type: 'render'; id: number; url: string; options: ThreadRenderOptions } | { type: 'abort'; id: number };

export type FromRenderThread =
  /** The server entry is loaded: renders can start. */
  | { type: 'ready' }
  /** The router answered with a Fetch Response (a redirect), sent whole. */
  | { type: 'response'; id: number; status: number; headers: [string, string][]; body: Uint8Array<ArrayBuffer> | null }
  /** The document's status and headers; its bytes follow as chunks, then 'end'. */
  | { type: 'document'; id: number; status: number; headers: [string, string][] }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  /** An error React reported during the render (the page shows its error screen): the document has failed. */
  | { type: 'render-error'; id: number; error: SerializedError }
  /** The render could not start (or its stream broke): the request fails. */
  | { type: 'failed'; id: number; error: SerializedError };
