import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { publishedPages } from '../../src/content/registry';
import { sitemapEntries } from '../../src/entry-server';
import { LANGS } from '../../src/i18n/languages';
import { PATHS } from '../../src/paths';
import { buildRobotsTxt, buildSitemapXml } from '../../src/server/sitemap';

/**
 * The sitemap schema with language alternates (`schemas/sitemap-alternates.xsd`, which imports the
 * sitemaps.org 0.9 schema and the one XHTML element a sitemap may carry), kept in the repository so
 * the test needs nothing beside it.
 */
const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(new URL(`../../schemas/${name}`, import.meta.url), 'utf8'),
});
const validate = (xml: string) =>
  validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [schemaFile('sitemap-alternates.xsd')],
    preload: [schemaFile('sitemap.xsd'), schemaFile('xhtml-link.xsd')],
  });

describe('sitemap', () => {
  it('lists the fixed routes with the priorities and change frequencies of the spec', async () => {
    const entries = await sitemapEntries();
    const byPath = Object.fromEntries(entries.map((entry) => [entry.path, entry]));
    expect(byPath[PATHS.home]).toMatchObject({ priority: 1, changefreq: 'weekly' });
    expect(byPath[PATHS.generator]).toMatchObject({ priority: 0.8, changefreq: 'monthly' });
    expect(byPath[PATHS.about]).toMatchObject({ priority: 0.6, changefreq: 'monthly' });
    expect(byPath[PATHS.privacy]).toMatchObject({ priority: 0.5, changefreq: 'yearly' });
    expect(byPath[PATHS.terms]).toMatchObject({ priority: 0.5, changefreq: 'yearly' });
    expect(byPath[PATHS.excuseOfTheDay]).toMatchObject({ priority: 0.5, changefreq: 'daily' });
    // In each language, every fixed route but search and saved (personal, never indexed), and every published page.
    expect(entries).toHaveLength(LANGS.length * (Object.keys(PATHS).length - 2) + publishedPages().length);
    expect(byPath[PATHS.search]).toBeUndefined();
    expect(byPath[PATHS.saved]).toBeUndefined();
    for (const page of publishedPages()) {
      expect(byPath[page.path]).toMatchObject({ priority: 0.8, changefreq: 'monthly' });
      expect(byPath[page.path]?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
  });

  it('builds absolute, escaped URLs that validate against the sitemaps.org schema', async () => {
    const xml = buildSitemapXml(await sitemapEntries(), 'https://excusely.test');
    expect(xml).toContain('<loc>https://excusely.test/</loc>');
    expect(xml).toContain('<priority>1.0</priority>');
    const result = await validate(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every version of a page with reciprocal xhtml:link alternates and x-default to English', async () => {
    const xml = buildSitemapXml(await sitemapEntries(), 'https://excusely.test');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body as string);
    const alternatesOf = (body: string) =>
      Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]),
      ) as Record<string, string>;
    const byLoc = new Map(urls.map((body) => [/<loc>([^<]+)<\/loc>/.exec(body)?.[1], alternatesOf(body)]));
    const late = byLoc.get('https://excusely.test/excuses/work/late-to-work');
    expect(late).toEqual({
      en: 'https://excusely.test/excuses/work/late-to-work',
      es: 'https://excusely.test/es/excusas/trabajo/llegar-tarde',
      'x-default': 'https://excusely.test/excuses/work/late-to-work',
    });
    // Each version lists the same set, itself included.
    expect(byLoc.get('https://excusely.test/es/excusas/trabajo/llegar-tarde')).toEqual(late);
    for (const [loc, alternates] of byLoc) {
      expect(Object.values(alternates), loc).toContain(loc);
      for (const href of Object.values(alternates)) expect(byLoc.get(href), `${loc} -> ${href}`).toEqual(alternates);
    }
    expect(byLoc.get('https://excusely.test/es')).toMatchObject({ en: 'https://excusely.test/', es: 'https://excusely.test/es' });
  });

  it('fails validation when an alternate is malformed', async () => {
    const xml = buildSitemapXml(await sitemapEntries(), 'https://excusely.test').replace('hreflang="es"', 'hreflang="Spanish!"');
    expect((await validate(xml)).valid).toBe(false);
  });

  it('escapes XML special characters', () => {
    const xml = buildSitemapXml([{ path: '/a?b=1&c=<2>', priority: 0.5, changefreq: 'yearly', alternates: {} }], 'https://excusely.test');
    expect(xml).toContain('<loc>https://excusely.test/a?b=1&amp;c=%3C2%3E</loc>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(buildRobotsTxt('https://excusely.test')).toContain('Sitemap: https://excusely.test/sitemap.xml');
  });
});
