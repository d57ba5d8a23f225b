import { Suspense } from 'react';
import { hydrateLater } from '../components/hydrate-later';

/**
 * The 404 screen, in a chunk of its own: few visitors ever see it, so the shell every page loads
 * does not carry it. Whoever shows it loads it first (`NotFound.preload`), so it renders in place.
 */
const NotFound = hydrateLater(async () => (await import('./not-found-page')).NotFoundPage);

export const preloadNotFound = () => NotFound.preload();

export function NotFoundScreen() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
