/**
 * The contract between the Express server and the React server entry. Both sides import this
 * module; neither imports the other's implementation.
 */
import type { Readable } from 'node:stream';
import type { Lang } from './i18n/languages';
import type { SearchResults } from './lib/search';
import type { ClientAssets } from './page-modules';
import type { SitemapFields } from './route-handle';

/** Tells the renderer which files a page needs: the client entry plus its matched route modules. */
export interface AssetResolver {
  forModules(moduleIds: readonly string[]): ClientAssets;
  /**
   * Production: the site's stylesheet, written into every page's head instead of linked. A linked
   * stylesheet arrives after the browser has parsed the whole (small, compressed) page, and then
   * every element is styled and laid out at once, off-screen lists included; inline, the lists
   * that start off-screen are skipped (`content-visibility`) and the first paint needs no request.
   */
  inlineStyles?: string;
}

export interface RenderOptions {
  assets: AssetResolver;
  origin: string;
  /** Wait for the whole document (crawlers, the page cache) rather than streaming the shell. */
  waitForAll: boolean;
  /** Show error details (stack traces) on error screens: development only. */
  showErrorDetails: boolean;
  analyticsId?: string;
  /** A render still unfinished after this long is aborted. */
  timeoutMs: number;
  /**
   * The time the page is rendered for (ms since the epoch), from the server's clock: the routes'
   * loaders read it (the excuse of the day) instead of the system clock, so a store can render
   * tomorrow's pages today and tests can set the time.
   */
  now: number;
  onError: (error: unknown) => void;
}

export type RenderResult =
  /** A redirect or raw response from the router (Fetch API), passed through as it is. */
  | { kind: 'response'; response: Response }
  | {
      kind: 'document';
      status: number;
      headers: Headers;
      body: Readable;
      /** True when an error was reported after rendering began (the document may be incomplete). */
      failed: () => boolean;
      abort: () => void;
    };

/** One `<url>` of the XML sitemap. */
export interface SitemapEntry extends Omit<SitemapFields, 'lastmod'> {
  path: string;
  /** YYYY-MM-DD */
  lastmod?: string;
  /** The page's address in every language it exists in, its own included. */
  alternates: Partial<Record<Lang, string>>;
}

/** A page of the route table at its plain path. */
export interface PagePath {
  path: string;
  /** Its document depends on the query string (a generated excuse, search results). */
  queryDependent: boolean;
  /** Its document depends on the UTC day it is rendered for (the excuse of the day). */
  dayDependent: boolean;
}

/**
 * The site search, built once from every page's content module. It reaches the server through the
 * entry because the content modules are found by the build (`import.meta.glob`): in development
 * only Vite's loader can import them, not the Node process that runs `server.ts`.
 */
export interface SiteSearch {
  search(query: string, lang?: Lang): SearchResults;
  /** The reference of every excuse on the site. */
  excuseRefs: readonly string[];
}

/** What the server needs from the React side. */
export interface ServerEntry {
  siteSearch: SiteSearch;
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
  /** Every page at a plain path: the server renders each once at start-up and serves it from memory. */
  pagePaths(): readonly PagePath[];
  /**
   * The route table's own spelling of the page a (dot-segment-free) path matches, as route
   * matching compares paths: percent-decoded, case-folded, trailing slashes dropped. Null when no
   * page matches (the 404).
   */
  canonicalPath(pathname: string): string | null;
  sitemapEntries(): Promise<SitemapEntry[]>;
}
