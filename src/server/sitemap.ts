import { DEFAULT_LANG, LANGS } from '../i18n/languages';
import type { SitemapEntry } from '../render-contract';

/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);

/**
 * The sitemaps.org document; every `loc` is absolute, built from the configured public origin. A page
 * in more than one language lists every version as an `xhtml:link` alternate (itself included, and
 * `x-default` for English), in each version's entry.
 */
export function buildSitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${href(entry.path)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`);
    lines.push(`    <changefreq>${entry.changefreq}</changefreq>`, `    <priority>${entry.priority.toFixed(1)}</priority>`);
    const versions = LANGS.flatMap((lang) => (entry.alternates[lang] ? [[lang, entry.alternates[lang]] as const] : []));
    if (versions.length > 1) {
      for (const [lang, path] of versions) lines.push(`    <xhtml:link rel="alternate" hreflang="${lang}" href="${href(path)}"/>`);
      const fallback = entry.alternates[DEFAULT_LANG];
      if (fallback) lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${href(fallback)}"/>`);
    }
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
