import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CLIENT_DATA_ELEMENT_ID, type ClientData } from '../../src/client-data';
import { CATALOGS } from '../../src/content/catalog';
import { loadPageContent } from '../../src/content/page-content';
import { PUBLISHED, publishedPages } from '../../src/content/registry';
import { sectionExcuses } from '../../src/lib/excuses';
import { makeTestApp, ORIGIN } from './test-app';

/** The boot data a page carries for hydration. */
function bootData(html: string): ClientData {
  const json = html.match(new RegExp(`<script type="application/json" id="${CLIENT_DATA_ELEMENT_ID}">(.*?)</script>`))?.[1];
  if (!json) throw new Error('The page has no boot data');
  return JSON.parse(json) as ClientData;
}

const { app, logs } = await makeTestApp();

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('fixed routes', () => {
  it.each([
    ['/', 'Ready-Made Excuses for Every Situation | Excusely'],
    ['/about', 'About Excusely | Excusely'],
    ['/privacy', 'Privacy Policy | Excusely'],
    ['/terms', 'Terms of Service | Excusely'],
    ['/get-my-excuse', 'Get My Excuse | Excusely'],
    ['/excuse-of-the-day', 'Excuse of the Day | Excusely'],
  ])('%s answers 200 with its title, description and canonical URL in <head>', async (path, title) => {
    const response = await request(app)
      .get(path)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const head = headOf(response.text);
    expect(response.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
    expect(head).toContain('<meta property="og:image"');
    expect(head).toContain('<link rel="icon" href="/favicon.ico"');
    expect(response.text).toMatch(
      /<script type="module" src="\/assets\/load-after-paint-test.js"[^>]*async=""><\/script><\/body><\/html>$/,
    );
  });

  it('home lists the popular grid and all six categories with every catalog page', async () => {
    const { text } = await request(app).get('/').expect(200);
    expect(text).toContain('Most Popular');
    expect(text).toContain('Browse All Categories');
    for (const title of [
      'Work &amp; Professional',
      'Social &amp; Personal Life',
      'School &amp; Academic',
      'Health &amp; Mental Energy',
      'Dating &amp; Relationship',
      'Funny &amp; Outrageous',
    ]) {
      expect(text).toContain(title);
    }
    expect(text.match(/>Popular</g)).toHaveLength(9);
    expect(text).toContain('href="/excuses/funny/pop-culture"');
  });

  it('about says what the content is for, terms promise 30 days of notice, and the footer has its tagline', async () => {
    const about = await request(app).get('/about').expect(200);
    expect(about.text).toContain('minor social obligations, for entertainment and for education');
    for (const heading of ['Our mission', 'What we offer', 'Our values', 'Contact']) expect(about.text).toContain(heading);
    const terms = await request(app).get('/terms').expect(200);
    expect(terms.text).toContain('30 days&#x27; notice');
    expect(about.text).toContain('Made for getting out of things, not for serious lies.');
    expect(about.text).toContain(`© ${new Date().getFullYear()}`);
  });

  it('privacy says what this deployment does: analytics off by default, and exactly what is sent when it is on', async () => {
    const off = await request(app).get('/privacy').expect(200);
    expect(off.text).toContain('Analytics is switched off for this site');
    expect(off.text).not.toContain('Analytics is switched on');
    expect(off.text).not.toContain('googletagmanager');
    const { app: withAnalytics } = await makeTestApp({ env: { GA_MEASUREMENT_ID: 'G-TEST12345' } });
    const on = await request(withAnalytics).get('/privacy').expect(200);
    expect(on.text).toContain('Analytics is switched on for this site');
    expect(on.text).toContain('the full page address, including anything after a question mark');
    expect(on.text).not.toContain('Analytics is switched off');
    // Nothing the page promises that the code does not do.
    expect(on.text).not.toMatch(/delete (them|logs) after/);
  });

  it('about counts the pages that are published', async () => {
    const { text } = await request(app).get('/about').expect(200);
    expect(text).toContain(`${PUBLISHED.en.length} excuse pages in 6 categories`);
  });

  it('unknown paths answer 404 with the not-found page, and the path is logged', async () => {
    const response = await request(app).get('/no/such/page').expect(404);
    expect(response.text).toContain('Oops! Page not found');
    expect(response.text).toContain('Return to Home');
    expect(response.text).toContain('<meta name="robots" content="noindex"/>');
    expect(logs.some((line) => line.msg === 'not found' && line.path === '/no/such/page')).toBe(true);
    // A second unknown path comes from the cached 404 document, is still a 404, and is logged too.
    await request(app).get('/another-missing-page').expect(404);
    expect(logs.some((line) => line.msg === 'not found' && line.path === '/another-missing-page')).toBe(true);
  });

  // Renders all 31 pages (React's development build) and checks some 2,000 excuses: seconds, not a hang.
  it('serves every published excuse page with its excuses in the HTML and its content as boot data, not as a chunk', async () => {
    for (const page of publishedPages()) {
      const { text } = await request(app).get(page.path).expect(200);
      expect(text).toContain(`<link rel="canonical" href="${ORIGIN}${page.path}"/>`);
      // The first load needs no content chunk: the page's text is the route's loader data.
      expect(text).not.toContain(`/assets/${page.path.split('/').at(-1)}-test.js`);
      const content = await loadPageContent(page);
      expect(Object.values(bootData(text).hydration.loaderData)).toContainEqual(content);
      // Each excuse sits in the list item that carries its stable anchor.
      const items = new Map([...text.matchAll(/<li id="([^"]+)"[^>]*><p[^>]*>(.*?)<\/p>/g)].map((match) => [match[1], match[2]]));
      for (const excuse of content.sections.flatMap(sectionExcuses)) {
        const html = excuse.text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
        expect(items.get(excuse.id), excuse.id).toBe(html);
      }
    }
  }, 30_000);

  it('adds BreadcrumbList and FAQPage structured data to excuse pages', async () => {
    const { text } = await request(app).get('/excuses/work/late-to-work').expect(200);
    const blocks = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] as string),
    );
    const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Work & Professional',
      'Being Late to Work',
    ]);
    expect(breadcrumbs.itemListElement[2].item).toBe(`${ORIGIN}/excuses/work/late-to-work`);
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(7);
    expect(faq.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(100);
  });

  it('routes and lists exactly the catalog pages that have a content module', async () => {
    const published = new Set(publishedPages().map((page) => page.path));
    const { text: sitemap } = await request(app).get('/sitemap.xml').expect(200);
    for (const { path } of CATALOGS.en.flatMap((category) => category.pages)) {
      await request(app)
        .get(path)
        .expect(published.has(path) ? 200 : 404);
      expect(sitemap.includes(`<loc>${ORIGIN}${path}</loc>`), path).toBe(published.has(path));
    }
  });
});

describe('sitemap and robots', () => {
  it('serves the same XML at /sitemap.xml and /sitemap with absolute URLs from PUBLIC_ORIGIN, whatever the Host header says', async () => {
    const xml = await request(app)
      .get('/sitemap.xml')
      .set('Host', 'evil.example')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    const plain = await request(app)
      .get('/sitemap')
      .expect(200)
      .expect('Content-Type', /application\/xml/);
    expect(plain.text).toBe(xml.text);
    expect(xml.text).not.toContain('evil.example');
    const locs = [...xml.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/about`);
    for (const page of publishedPages()) expect(locs).toContain(`${ORIGIN}${page.path}`);
    expect(locs.every((loc) => loc?.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(xml.text).toMatch(/<loc>https:\/\/excusely\.test\/<\/loc>\s*<changefreq>weekly<\/changefreq>\s*<priority>1\.0<\/priority>/);
    expect(xml.text).toMatch(
      /<loc>https:\/\/excusely\.test\/privacy<\/loc>\s*<changefreq>yearly<\/changefreq>\s*<priority>0\.5<\/priority>/,
    );
  });

  it('robots.txt points at the sitemap', async () => {
    const { text } = await request(app)
      .get('/robots.txt')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('redirects', () => {
  it('301s trailing slashes to the bare path, keeping the query', async () => {
    await request(app).get('/about/').expect(301).expect('Location', '/about');
    await request(app).get('/excuses/work/late-to-work/?ref=x').expect(301).expect('Location', '/excuses/work/late-to-work?ref=x');
  });

  it('never redirects off the site', async () => {
    const response = await request(app).get('//evil.example/').expect(301);
    expect(response.headers.location).toBe('/evil.example');
    const again = await request(app).get('///evil.example//x/').expect(301);
    expect(again.headers.location).toBe('/evil.example/x');
  });

  it('301s the ghost-someone spelling to ghosting-someone', async () => {
    await request(app).get('/excuses/social/ghost-someone').expect(301).expect('Location', '/excuses/social/ghosting-someone');
  });
});
