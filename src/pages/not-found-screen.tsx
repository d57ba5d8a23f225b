import { Suspense } from 'react';
import { chunkedComponent } from '../components/chunked-component';

/**
 * The 404 screen, in a chunk of its own: few visitors ever see it, so the shell every page loads
 * does not carry it. Whoever shows it loads it first (`NotFound.load`), so it renders in place.
 */
const NotFound = chunkedComponent(async () => (await import('./not-found-page')).NotFoundPage);

export const preloadNotFound = () => NotFound.load();

export function NotFoundScreen() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  );
}
