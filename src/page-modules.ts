/**
 * The page's modules: what the server resolves for a page, and the head's JSON list of them that
 * `load-after-paint.ts` reads. A module of its own, importing nothing, so that script stays a few
 * hundred bytes.
 */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

export interface PageModules {
  /** The client entry, to run. */
  entry: string;
  /** The chunks it and the page's route need, fetched beside it. */
  preloads: string[];
}

/** The files the browser loads for a page, resolved from Vite's manifest (or the dev server). */
export interface ClientAssets extends PageModules {
  /** Module scripts the page names: `load-after-paint.ts` (and Vite's client in development). */
  scripts: string[];
  /** Linked stylesheets: development only (production inlines its stylesheet, see `AssetResolver`). */
  styles: string[];
}
