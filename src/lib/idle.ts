/** Browsers without `requestIdleCallback` (Safari) wait this long instead. */
const IDLE_FALLBACK_MS = 2000;

/** Runs `task` once the main thread is idle; returns a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}
