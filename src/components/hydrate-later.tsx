import { type ComponentType, use } from 'react';

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A widget the page can become interactive without, its code in a chunk of its own. Render it inside
 * `<Suspense>`: in the browser the rest of the page hydrates first, and React hydrates the widget
 * when its code arrives (selective hydration, which replays a click made in between). The server
 * awaits `preload()` before rendering, so it renders the widget in place and never streams a fallback.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Tracked<ComponentType<P>> | undefined;
  const preload = (): Tracked<ComponentType<P>> => {
    if (!loading) {
      const promise: Tracked<ComponentType<P>> = load().then(
        (component) => {
          // Settled promises marked this way are read by `use` without suspending.
          promise.status = 'fulfilled';
          promise.value = component;
          return component;
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
  function Later(props: P) {
    const Component = use(preload() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return Object.assign(Later, { preload });
}
