import { type ComponentType, use } from 'react';

/** A promise `use` can read without suspending once it has settled (React's own marking). */
export type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Loads a chunk once (again after a failure), marked so that `use` reads it without suspending once it is here. */
export function chunkLoader<T>(load: () => Promise<T>): () => Tracked<T> {
  let loading: Tracked<T> | undefined;
  return () => {
    if (!loading) {
      const promise: Tracked<T> = load().then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
          return value;
        },
        (error: unknown) => {
          loading = undefined; // a later render tries again
          throw error;
        },
      );
      loading = promise;
    }
    return loading;
  };
}

/**
 * A component whose code is in a chunk of its own, rendered inside `<Suspense>`. Whoever shows it
 * calls `load()` first (a route's `lazy`, before rendering), so the server renders it in place and
 * the browser hydrates it without a fallback.
 */
export function chunkedComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loadChunk = chunkLoader(load);
  function Chunked(props: P) {
    const Component = use(loadChunk() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return Object.assign(Chunked, { load: loadChunk });
}
