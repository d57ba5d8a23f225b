/**
 * The one script a page names (ADR 015). It waits until the page has painted its text, then fetches
 * the page's modules, which the server lists in the head, and runs the client entry. A first visit
 * on a phone so spends its connection on the page's text and its main thread on the first paint,
 * not on JavaScript that the paint does not need. Kept tiny: it counts against every page's budget.
 */
import { PAGE_MODULES_ELEMENT_ID, type PageModules } from './page-modules';

/** A hidden tab draws no frame; it starts after this long instead (and a visible one at the latest). */
const HIDDEN_START_MS = 100;
const LATEST_START_MS = 5_000;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // The server writes this list into every page it renders.
  const { entry, preloads } = JSON.parse(document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent ?? '') as PageModules;
  import(/* @vite-ignore */ entry).catch((error: unknown) => console.error('Start-up failed:', error));
  // The entry's imports and the route's chunks are fetched beside it, not as a waterfall after it.
  // One hint a task: Chrome takes a millisecond or more of main thread to start each fetch.
  for (const href of preloads)
    setTimeout(() => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href })));
}

// The task after the next frame's paint; or soon, where no frame comes.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, document.visibilityState === 'hidden' ? HIDDEN_START_MS : LATEST_START_MS);
