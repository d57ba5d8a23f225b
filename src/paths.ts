import type { Lang } from './i18n/languages';

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
export type FixedPage = keyof typeof PATHS;

/** The fixed pages' addresses in each language: English at the root, Spanish in Spanish words. */
export const LOCAL_PATHS: Readonly<Record<Lang, Readonly<Record<FixedPage, string>>>> = {
  en: PATHS,
  es: {
    home: '/es',
    generator: '/es/generador-de-excusas',
    about: '/es/acerca-de',
    privacy: '/es/privacidad',
    terms: '/es/terminos',
    search: '/es/buscar',
    saved: '/es/guardadas',
    excuseOfTheDay: '/es/excusa-del-dia',
  },
};

/** The Atom feeds of the excuses of the day, one per language (documents of the server, not pages of the route table). */
export const FEED_PATHS: Readonly<Record<Lang, string>> = { en: '/feed.xml', es: '/es/feed.xml' };
export const FEED_PATH = FEED_PATHS.en;

/** Where the no-JS Excuses link lands: the full category list on the home page. */
export const CATEGORIES_ANCHORS: Readonly<Record<Lang, string>> = { en: '/#categories', es: '/es#categories' };
