import { readStoredText, removeStored, writeStoredText } from './browser-storage';

/**
 * After a deploy, a page someone has open (or a CDN still holds) names the previous build's hashed
 * chunks, which the new server no longer has. When loading a route's chunk fails, load the route's
 * address as a whole page once: the server then sends HTML that names the current build. A second
 * failure for the same address is a real outage, not a stale page, so it is thrown instead of
 * reloading in a loop.
 */
const RELOADED_FOR = 'excusely:reloaded-for';

export async function loadChunk<T>(destination: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // Storage that can't be written (switched off, or full) can't stop a reload loop: no reload then.
    if (typeof window === 'undefined' || readStoredText('sessionStorage', RELOADED_FOR) === destination) throw error;
    if (!writeStoredText('sessionStorage', RELOADED_FOR, destination)) throw error;
    window.location.assign(destination);
    // The page is going away; never settle, so no error screen flashes before it does.
    return new Promise<T>(() => {});
  }
}

/**
 * The page has the code it needs: a later failure is worth one reload again. Cleared here, once the
 * page hydrates, rather than when any one chunk loads, because a route's loader and its component
 * load side by side and one's success must not excuse the other's failure.
 */
export function forgetChunkReload(): void {
  removeStored('sessionStorage', RELOADED_FOR);
}
