import type { Lang } from '../i18n/languages';
/**
 * The messages between the serving thread (`CardThread` in `excuse-cards.ts`) and the card thread
 * (`card-worker.ts`): an excuse id to draw, and its PNG or the error.
 */
import type { SerializedError } from './thread-errors';

export type ToCardThread = { id: number; excuseId: string; lang: Lang };
export type FromCardThread = { id: number; png: Uint8Array<ArrayBuffer>; durationMs: number } | { id: number; error: SerializedError };
