import type { SitemapEntry } from '../render-contract';

/** Text as XML character data or an attribute value. */
export const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);

/** The sitemaps.org document; every `loc` is absolute, built from the configured public origin. */
export function buildSitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const lines = [`    <loc>${escapeXml(new URL(entry.path, origin).href)}</loc>`];
    if (entry.lastmod) lines.push(`    <lastmod>${entry.lastmod}</lastmod>`);
    lines.push(`    <changefreq>${entry.changefreq}</changefreq>`, `    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${lines.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
