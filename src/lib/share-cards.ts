import type { Lang } from '../i18n/languages';

/**
 * Where the share cards (the 1200 x 630 PNGs that link previews show) are served. Each page of the
 * sitemap has one, drawn by `npm run build` (scripts/draw-share-cards.mjs) into the client build;
 * each built-in generated excuse has one, drawn by the Node service on its first request
 * (src/server/excuse-cards.ts). Pages without a card of their own use the site card (`SITE.shareImage`).
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The folder of the client build (and URL prefix) that holds every card. */
export const SHARE_CARD_PREFIX = '/og';
/** Cards of generated excuses, under the cards' folder, one folder per language: drawn by the service, never by the build. */
export const EXCUSE_CARD_PREFIXES: Readonly<Record<Lang, string>> = {
  en: `${SHARE_CARD_PREFIX}/excuse/`,
  es: `${SHARE_CARD_PREFIX}/es/excuse/`,
};
export const EXCUSE_CARD_PREFIX = EXCUSE_CARD_PREFIXES.en;

/** A page's card: `/` -> `/og/index.png`, `/excuses/work/late-to-work` -> `/og/excuses/work/late-to-work.png`. */
export function pageCardPath(pagePath: string): string {
  const pathname = pagePath.split('?')[0];
  return `${SHARE_CARD_PREFIX}${!pathname || pathname === '/' ? '/index' : pathname}.png`;
}

/** A built-in excuse's card: `work-formal-3` -> `/og/excuse/work-formal-3.png`, in Spanish `/og/es/excuse/work-formal-3.png`. */
export function excuseCardPath(id: string, lang: Lang = 'en'): string {
  return `${EXCUSE_CARD_PREFIXES[lang]}${encodeURIComponent(id)}.png`;
}
