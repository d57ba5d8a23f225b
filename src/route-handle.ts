/** What a route in the table says about itself, read through `useMatches` and by the server. */
export interface RouteHandle {
  /** Marks excuse pages, so the header highlights its Excuses entry on them. */
  excusePage?: boolean;
  /** The content module a lazy route loads, for preloading its chunk. */
  moduleId?: string;
  /** The page's content depends on the query string, so its documents are not cached. */
  queryDependent?: boolean;
}
