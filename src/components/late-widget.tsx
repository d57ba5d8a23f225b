import { type ComponentType, use, useEffect } from 'react';
import { chunkLoader, type Tracked } from './chunked-component';

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
function nearView(element: HTMLElement): Tracked<void> {
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
 * The last tap on a button of a late widget that has not hydrated yet, by the widget's server
 * element. React drops a click on HTML it cannot hydrate yet for want of the code (it does not replay
 * it), so a visitor who taps Copy on a shared excuse while its code is on the way would tap for
 * nothing. The tap is held instead and made again once the widget has hydrated: only the last one
 * (two taps on Save would undo each other), and only on a plain button, which does nothing without
 * its code anyway (a link still navigates at once).
 */
const heldTaps = new Map<Element, HTMLButtonElement | undefined>();
/**
 * Holds taps on late widgets' buttons until they have hydrated. Capturing on the window runs before
 * React's own listener, which would drop the tap. The client entry installs it before hydrating, so
 * it is there before any widget could be tapped.
 */
export function installHeldTaps(): void {
  window.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element).closest?.<HTMLButtonElement>('button[type=button]');
      for (const root of heldTaps.keys())
        if (button && root.contains(button)) {
          event.preventDefault();
          event.stopImmediatePropagation();
          heldTaps.set(root, button);
        }
    },
    true,
  );
}

/**
 * A widget the page can become interactive without, its code in a chunk of its own. Render it inside
 * `<Suspense>`: in the browser the rest of the page hydrates first, and React hydrates the widget
 * when its code arrives. The server awaits `load()` before rendering, so it renders the widget in
 * place and never streams a fallback (ADR 016, and ADR 018 for the held taps).
 *
 * With `id`, the widget renders it on its root element (it is passed as the `id` prop), and a tap on
 * one of its buttons before it has hydrated is made again once it has (see `heldTaps`).
 *
 * With `untilNear`, a widget far down the page the visitor arrived on is neither fetched nor
 * hydrated until it comes within a screen of the view: most visitors never scroll that far, and a
 * phone spends that time on the page they see. After arrival (a link within the site), it loads at
 * once, like any other.
 */
export function lateWidget<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { id, untilNear = false }: { id?: string; untilNear?: boolean } = {},
) {
  const loadChunk = chunkLoader(load);
  /** The widget's server element, on the page the visitor arrived at (none after, nor on the server). */
  const serverElement = () => (id === undefined ? null : onArrivalPage(id));
  /**
   * What a render of the widget needs first: its code, unless it is to wait for the view on the page
   * the visitor arrived at (then nothing: it loads when it comes near).
   */
  const loadForRender = (): Promise<unknown> => (untilNear && serverElement() ? settled : loadChunk());
  /** Renders the widget once it may (near the view, with `untilNear`) and its code is here. */
  function Later(props: Omit<P, 'id'>) {
    const server = serverElement();
    // Once the widget has hydrated (or mounted), with its code.
    useEffect(() => {
      if (!server) return;
      const tapped = heldTaps.get(server);
      heldTaps.delete(server); // first, or the listener would hold this tap too
      tapped?.click();
    }, [server]);
    const near = untilNear && server ? nearView(server) : settled;
    const code = near.status === 'fulfilled' ? loadChunk() : undefined;
    // Until it can hydrate, its buttons' taps are held.
    if (server && code?.status !== 'fulfilled' && !heldTaps.has(server)) heldTaps.set(server, undefined);
    use(near as Promise<void>);
    const Component = use(code as Promise<ComponentType<P>>);
    return <Component {...(props as P)} {...(id === undefined ? {} : { id })} />;
  }
  return Object.assign(Later, { load: loadChunk, loadForRender });
}
