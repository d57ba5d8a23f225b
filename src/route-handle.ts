/** How a route is listed in the XML sitemap; the spec fixes priority and change frequency per route. */
export interface SitemapFields {
  priority: number;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** The date (YYYY-MM-DD) of the last content change, where the route knows it. */
  lastmod?: () => Promise<string>;
}

/** What a route in the table says about itself, read through `useMatches` and by the server. */
export interface RouteHandle {
  /** Marks excuse pages, so the header highlights its Excuses entry on them. */
  excusePage?: boolean;
  /** The modules a lazy route loads (paths from the project root), for preloading their chunks. */
  moduleIds?: string[];
  /** The page's content depends on the query string, so its documents are not cached. */
  queryDependent?: boolean;
  /**
   * The page's content depends on the UTC day (its loader reads the time it is rendered for): the
   * server stores one version per day and its answers are cached until the next UTC midnight.
   */
  dayDependent?: boolean;
  /** Present on every route the sitemap lists. */
  sitemap?: SitemapFields;
}
