import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageMeta } from '../../src/components/page-meta';
import { en } from '../../src/i18n/en';
import { format } from '../../src/i18n/format';
import { cleanText, displayTitle } from '../../src/lib/text';
import { documentTitle, SITE } from '../../src/site';
import { SiteContext } from '../../src/site-context';

const sections = (...sizes: number[]) =>
  sizes.map((size, index) => ({
    id: `s${index}`,
    title: `S${index}`,
    excuses: Array.from({ length: size }, (_, n) => `Excuse ${index}-${n}`),
  }));

describe('document titles', () => {
  it("is '{page} | Excusely', or the brand alone", () => {
    expect(documentTitle('About Excusely')).toBe('About Excusely | Excusely');
    expect(documentTitle()).toBe('Excusely');
    expect(documentTitle('')).toBe('Excusely');
  });

  it('replaces a leading number and N+ claims with the real count', () => {
    expect(displayTitle({ title: '100 Excuses to Cancel Plans', sections: sections(15, 15, 15, 15, 15, 15, 15) })).toBe(
      '105 Excuses to Cancel Plans',
    );
    expect(displayTitle({ title: '35+ Excuses for Missing School', sections: sections(10, 12, 16) })).toBe('38 Excuses for Missing School');
    expect(displayTitle({ title: 'Being Late to Work', sections: sections(5) })).toBe('Being Late to Work');
  });

  it('turns em and en dashes into hyphens', () => {
    expect(cleanText('Busy \u2014 sorry \u2013 later')).toBe('Busy - sorry - later');
  });
});

describe('PageMeta', () => {
  const render = (props: Parameters<typeof PageMeta>[0]) =>
    renderToStaticMarkup(
      <SiteContext value={{ origin: 'https://excusely.test', showErrorDetails: false, analyticsEnabled: false }}>
        {/* The page's language comes from its address. */}
        <MemoryRouter initialEntries={[props.path ?? '/']}>
          <PageMeta {...props} />
        </MemoryRouter>
      </SiteContext>,
    );

  it('writes title, description, canonical and share tags with absolute URLs', () => {
    const html = render({
      title: 'Being Late to Work',
      fullTitle: 'Excuses for Being Late',
      description: 'Late again.',
      path: '/excuses/work/late-to-work',
    });
    expect(html).toContain('<title>Being Late to Work | Excusely</title>');
    expect(html).toContain('<meta name="description" content="Late again."/>');
    expect(html).toContain('<link rel="canonical" href="https://excusely.test/excuses/work/late-to-work"/>');
    expect(html).toContain('<meta property="og:title" content="Excuses for Being Late | Excusely"/>');
    expect(html).toContain('<meta property="og:image" content="https://excusely.test/og/excuses/work/late-to-work.png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Excusely: Being Late to Work"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="twitter:image" content="https://excusely.test/og/excuses/work/late-to-work.png"/>');
  });

  it("names each page's own share card, home's as /og/index.png, and the site card for pages without a path", () => {
    expect(render({ title: 'Home', path: '/' })).toContain('<meta property="og:image" content="https://excusely.test/og/index.png"/>');
    const shared = render({
      title: 'Funny Work Excuse',
      path: '/get-my-excuse?id=work-funny-2',
      image: { path: '/og/excuse/work-funny-2.png', alt: 'An excuse' },
    });
    expect(shared).toContain('<meta property="og:image" content="https://excusely.test/og/excuse/work-funny-2.png"/>');
    expect(shared).toContain('<meta property="og:image:alt" content="An excuse"/>');
    const noPath = render({ title: 'Saved Excuses' });
    expect(noPath).toContain(`<meta property="og:image" content="https://excusely.test${SITE.shareImage}"/>`);
    expect(noPath).toContain(`<meta property="og:image:alt" content="${format(en.shareImageAlt, { brand: SITE.brand })}"/>`);
  });

  it('falls back to the brand and default description, and keeps pages without a path out of indexes', () => {
    const html = render({});
    expect(html).toContain('<title>Excusely</title>');
    expect(html).toContain(`content="${en.defaultDescription}"`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});
