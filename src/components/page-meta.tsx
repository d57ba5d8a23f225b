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

/** Title, description, canonical URL and share tags; React hoists them into `<head>`. */
export function PageMeta({ title, fullTitle, description = SITE.defaultDescription, path, type = 'website', image }: PageMetaProps) {
  const { origin } = useSite();
  const browserTitle = documentTitle(title);
  const shareTitle = fullTitle ? documentTitle(fullTitle) : browserTitle;
  const url = path ? new URL(path, origin).href : undefined;
  const card =
    image ??
    (path
      ? { path: pageCardPath(path), alt: `${SITE.brand}: ${title ?? SITE.tagline}` }
      : { path: SITE.shareImage, alt: SITE.shareImageAlt });
  const imageUrl = new URL(card.path, origin).href;
  return (
    <>
      <title>{browserTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={SITE.brand} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      {/* Every card is SHARE_CARD_WIDTH x SHARE_CARD_HEIGHT, the site card too. */}
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={card.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
