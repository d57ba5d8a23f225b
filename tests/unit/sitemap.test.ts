import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { publishedPages } from '../../src/content/registry';
import { sitemapEntries } from '../../src/entry-server';
import { PATHS } from '../../src/paths';
import { buildRobotsTxt, buildSitemapXml } from '../../src/server/sitemap';

/** A copy of the sitemaps.org 0.9 schema, kept in the repository so the test needs nothing beside it. */
const schema = readFileSync(new URL('../fixtures/sitemap.xsd', import.meta.url), 'utf8');

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
    // Every fixed route but search and saved (personal, never indexed), and every published page.
    expect(entries).toHaveLength(Object.keys(PATHS).length - 2 + publishedPages().length);
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
    const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [schema] });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('escapes XML special characters', () => {
    const xml = buildSitemapXml([{ path: '/a?b=1&c=<2>', priority: 0.5, changefreq: 'yearly', alternates: {} }], 'https://excusely.test');
    expect(xml).toContain('<loc>https://excusely.test/a?b=1&amp;c=%3C2%3E</loc>');
  });

  it('points robots.txt at the sitemap', () => {
    expect(buildRobotsTxt('https://excusely.test')).toContain('Sitemap: https://excusely.test/sitemap.xml');
  });
});
