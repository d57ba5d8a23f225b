/** Site-wide constants: one place for the brand and the words every page shares. */
export const SITE = {
  brand: 'Excusely',
  tagline: 'Made for getting out of things, not for serious lies.',
  defaultDescription: 'Generate clever, customized excuses for any situation',
  /** A fixed local image for link previews (Open Graph and Twitter cards). */
  shareImage: '/og-image.png',
  shareImageAlt: 'Excusely: ready-made excuses for everyday situations',
  themeColor: '#4f46e5',
  /** The browser bar's colour in the dark theme: the page's own dark background. */
  themeColorDark: '#0b1120',
} as const;

/** The Atom feed of the excuses of the day, as its `<title>` and every page's `<link rel="alternate">` name it. */
export const FEED_TITLE = `${SITE.brand}: Excuse of the Day`;

/** `'{page} | Excusely'`, or the brand alone when the page has no title of its own. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${SITE.brand}` : SITE.brand;
}
