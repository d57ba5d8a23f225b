import { type ComponentType, use } from 'react';

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** The address the visitor arrived at, whose page the server rendered (none on the server). */
const arrivalAddress = import.meta.env.SSR ? undefined : window.location.pathname + window.location.search;
let leftArrival = false;

/**
 * The element with this id, when it is the server's HTML of the page the visitor arrived at. Once
 * a widget renders at another address, the visitor has moved on: any such element after that is
 * one React drew in the browser (hash changes keep the address).
 */
function onArrivalPage(id: string): HTMLElement | null {
  if (arrivalAddress === undefined || leftArrival) return null;
  if (window.location.pathname + window.location.search !== arrivalAddress) {
    leftArrival = true;
    return null;
  }
  return document.getElementById(id);
}

/** A settled, resolved promise: `use` reads it without suspending. */
const settled: Tracked<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** One wait per server element, made once, and gone with the element. */
const nearViewWaits = new WeakMap<HTMLElement, Tracked<void>>();
/** How far below the view a waiting widget starts loading: a screen, so it is ready when reached. */
const NEAR_VIEW_MARGIN = '0px 0px 100% 0px';

/** Resolves once `element` is within a screen of the view; at once without an observer. */
function nearView(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return settled;
  const known = nearViewWaits.get(element);
  if (known) return known;
  const near: Tracked<void> = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near.status = 'fulfilled';
        resolve();
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
  });
  nearViewWaits.set(element, near);
  return near;
}

/**
 * A widget the page can become interactive without, its code in a chunk of its own. Render it inside
 * `<Suspense>`: in the browser the rest of the page hydrates first, and React hydrates the widget
 * when its code arrives (selective hydration, which replays a click made in between). The server
 * awaits `preload()` before rendering, so it renders the widget in place and never streams a fallback.
 *
 * With `untilNear` (the id of the widget's root element), a widget far down the page the visitor
 * arrived on is neither fetched nor hydrated until it comes within a screen of the view: most
 * visitors never scroll that far, and a phone spends that time on the page they see. After
 * arrival (a link within the site), it loads at once, like any other.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, { untilNear }: { untilNear?: string } = {}) {
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
  /** The server's element this widget waits to see near the view: only on the page the visitor arrived at. */
  const waitingElement = () => (untilNear === undefined ? null : onArrivalPage(untilNear));
  /** Fetches the code ahead of rendering, unless the widget is to wait for the view. */
  const prefetch = (): Promise<unknown> => (waitingElement() ? settled : preload());
  function Later(props: P) {
    const waiting = waitingElement();
    if (waiting) use(nearView(waiting));
    const Component = use(preload() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  return Object.assign(Later, { preload, prefetch });
}
