/**
 * Every fixed route's path, spelled once. The route table, the header, drawer and footer, the
 * home page, the generator's share links, the sitemap and the tests all read these.
 */
export const PATHS = {
  home: '/',
  generator: '/get-my-excuse',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  search: '/search',
  saved: '/saved',
  excuseOfTheDay: '/excuse-of-the-day',
} as const;

export type FixedPath = (typeof PATHS)[keyof typeof PATHS];

/** The Atom feed of the excuses of the day (a document of the server, not a page of the route table). */
export const FEED_PATH = '/feed.xml';

/** Where the no-JS Excuses link lands: the full category list on the home page. */
export const CATEGORIES_ANCHOR = '/#categories';
