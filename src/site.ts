/** Site-wide constants: one place for the brand and the words every page shares. */
export const SITE = {
  brand: 'Excusely',
  /** A fixed local image for link previews (Open Graph and Twitter cards). */
  shareImage: '/og-image.png',
  themeColor: '#4f46e5',
  /** The browser bar's colour in the dark theme: the page's own dark background. */
  themeColorDark: '#0b1120',
} as const;

/** `'{page} | Excusely'`, or the brand alone when the page has no title of its own. */
export function documentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${SITE.brand}` : SITE.brand;
}
