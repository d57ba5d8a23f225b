/**
 * What the server hands the routes' loaders as their `context` (React Router's `requestContext`):
 * the time the page is rendered for. In the browser a loader runs on a navigation and gets React
 * Router's own context instead, without a time: it uses the browser's clock.
 */
export interface LoaderContext {
  /** ms since the epoch */
  now: number;
}

/** The time a loader renders for: the server's (its `context`), or the browser's clock on a navigation. */
export function loaderNow(context: unknown): number {
  const now = (context as Partial<LoaderContext> | undefined)?.now;
  return typeof now === 'number' ? now : Date.now();
}
