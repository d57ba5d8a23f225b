import { describe, expect, it } from 'vitest';
import { CATALOGS, ROUTE_ALIASES } from '../../src/content/catalog';
import { en } from '../../src/i18n/en';
import { es } from '../../src/i18n/es';

const allPages = CATALOGS.en.flatMap((category) => category.pages);

describe('catalog', () => {
  it('has the six categories of the spec in order, with 7/6/6/4/4/4 pages', () => {
    expect(CATALOGS.en.map((category) => category.id)).toEqual(['work', 'social', 'school', 'health', 'dating', 'funny']);
    expect(CATALOGS.en.map((category) => category.pages.length)).toEqual([7, 6, 6, 4, 4, 4]);
    expect(allPages).toHaveLength(31);
  });

  it('flags exactly the nine popular pages of the spec', () => {
    expect(allPages.filter((page) => page.popular).map((page) => page.path)).toEqual([
      '/excuses/work/calling-in-sick',
      '/excuses/work/late-to-work',
      '/excuses/social/cancel-plans',
      '/excuses/social/skip-party',
      '/excuses/school/missing-class',
      '/excuses/school/no-homework',
      '/excuses/health/skip-gym',
      '/excuses/dating/cancel-date',
      '/excuses/funny/outrageous',
    ]);
  });

  it('uses the routes and titles of the spec', () => {
    const byPath = Object.fromEntries(allPages.map((page) => [page.path, en.catalog.pages[page.key]]));
    expect(byPath['/excuses/work/late-to-work']).toBe('Being Late to Work');
    expect(byPath['/excuses/social/ghosting-someone']).toBe('Ghosting Someone');
    expect(byPath['/excuses/school/missing-deadline']).toBe('Missing School Deadline');
    expect(byPath['/excuses/dating/avoid-meeting-friends']).toBe('Not Meeting Their Friends');
    expect(byPath['/excuses/funny/pop-culture']).toBe('Movie & Pop Culture Excuses');
    for (const category of CATALOGS.en) {
      for (const page of category.pages) expect(page.path).toMatch(new RegExp(`^/excuses/${category.id}/[a-z-]+$`));
    }
    expect(new Set(allPages.map((page) => page.path)).size).toBe(31);
  });

  it('gives every category a title, description, icon and colour', () => {
    for (const category of CATALOGS.en) {
      expect(en.catalog.categories[category.id].length).toBeGreaterThan(3);
      expect(en.home.blurbs[category.id].length).toBeGreaterThan(20);
      expect(category.icon).toBeTruthy();
      expect(category.color).toBeTruthy();
    }
  });

  it('titles every category and page in every language, and names no page a language lacks', () => {
    for (const [lang, dictionary] of Object.entries({ en, es })) {
      const catalog = CATALOGS[lang as keyof typeof CATALOGS];
      for (const category of catalog) expect(dictionary.catalog.categories[category.id], `${lang} ${category.id}`).toBeTruthy();
      const keys = catalog.flatMap((category) => category.pages.map((page) => page.key));
      expect(Object.keys(dictionary.catalog.pages).sort(), lang).toEqual([...keys].sort());
    }
  });

  it('redirects the ghost-someone spelling to the catalog route', () => {
    expect(ROUTE_ALIASES['/excuses/social/ghost-someone']).toBe('/excuses/social/ghosting-someone');
    for (const target of Object.values(ROUTE_ALIASES)) expect(allPages.some((page) => page.path === target)).toBe(true);
  });
});
