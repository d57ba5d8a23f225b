import { alternatesOf } from '../i18n/alternates';
import { useDictionary, useLang } from '../i18n/dictionaries';
import { format } from '../i18n/format';
import { DEFAULT_LANG, LANGS, OG_LOCALE } from '../i18n/languages';
import { pageCardPath } from '../lib/share-cards';
import { documentTitle, SITE } from '../site';
import { useSite } from '../site-context';

export interface PageMetaProps {
  /** Page title; the document title becomes `documentTitle(title)`: the title, a pipe and the brand, or the brand alone. */
  title?: string;
  /** A longer title for link previews; the brand is appended. */
  fullTitle?: string;
  description?: string;
  /** Canonical path. Pages without one (404, errors) are kept out of search indexes. */
  path?: string;
  type?: 'website' | 'article';
  /**
   * The link-preview image (a site path) and its text alternative. By default a page with a
   * canonical path shows its own card (`pageCardPath`), drawn by the build; one without, the site card.
   */
  image?: { path: string; alt: string };
}

/**
 * Title, description, canonical URL, the page's versions in other languages (`hreflang`, each
 * version listing every one, itself included, and `x-default` for English) and share tags; React
 * hoists them into `<head>`.
 */
export function PageMeta({ title, fullTitle, description, path, type = 'website', image }: PageMetaProps) {
  const { origin } = useSite();
  const t = useDictionary();
  const lang = useLang();
  const canonicalPath = path?.split('?')[0];
  const versions = canonicalPath ? alternatesOf(canonicalPath) : {};
  // A shared excuse's address carries its id: each version keeps it.
  const query = path?.includes('?') ? path.slice(path.indexOf('?')) : '';
  const alternates = LANGS.flatMap((other) => (versions[other] ? [[other, new URL(versions[other] + query, origin).href] as const] : []));
  const browserTitle = documentTitle(title);
  const shareTitle = fullTitle ? documentTitle(fullTitle) : browserTitle;
  const url = path ? new URL(path, origin).href : undefined;
  const card =
    image ??
    (path
      ? { path: pageCardPath(path), alt: format(t.cards.cardAlt, { brand: SITE.brand, title: title ?? t.tagline }) }
      : { path: SITE.shareImage, alt: format(t.shareImageAlt, { brand: SITE.brand }) });
  const shownDescription = description ?? t.defaultDescription;
  const imageUrl = new URL(card.path, origin).href;
  return (
    <>
      <title>{browserTitle}</title>
      <meta name="description" content={shownDescription} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      {url && alternates.length > 1
        ? [
            ...alternates.map(([other, href]) => <link key={other} rel="alternate" hrefLang={other} href={href} />),
            ...alternates
              .filter(([other]) => other === DEFAULT_LANG)
              .map(([, href]) => <link key="x-default" rel="alternate" hrefLang="x-default" href={href} />),
          ]
        : null}
      <meta property="og:site_name" content={SITE.brand} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      {alternates
        .filter(([other]) => other !== lang)
        .map(([other]) => (
          <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
        ))}
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={shownDescription} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      {/* Every card is SHARE_CARD_WIDTH x SHARE_CARD_HEIGHT, the site card too. */}
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={shownDescription} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
