import { describe, expect, it } from 'vitest';
import { excuseItemsHtml, searchHitsHtml } from '../../src/components/ui/excuse-markup';
import { en } from '../../src/i18n/en';

const HOSTILE = `<img src=x onerror="alert('x')"> & "quotes"`;

describe('excuse list markup', () => {
  it('escapes every value it writes into the page', () => {
    const html = excuseItemsHtml([{ id: 'x-1"><b', text: HOSTILE }], '/excuses/work/late-to-work', `Late <i>"to"</i>`, en);
    expect(html).not.toMatch(/<img|<b\b|<i>/);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(&#x27;x&#x27;)&quot;&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('id="x-1&quot;&gt;&lt;b"');
  });
});

describe('search hit markup', () => {
  it('marks the matched words and escapes the text, the link and the titles', () => {
    const html = searchHitsHtml(
      [
        {
          href: '/excuses/work/late-to-work#traffic-1"><script>',
          anchor: 'traffic-1',
          sectionTitle: 'Traffic <b>',
          text: `Stuck in traffic ${HOSTILE}`,
          highlighted: [
            { text: 'Stuck in ', match: false },
            { text: 'traffic', match: true },
            { text: ` ${HOSTILE}`, match: false },
          ],
        },
      ],
      'Being Late to Work',
      en,
    );
    expect(html).toContain('<p class="leading-relaxed text-slate-800">Stuck in <mark>traffic</mark> &lt;img');
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('href="/excuses/work/late-to-work#traffic-1&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('Traffic &lt;b&gt;: see it on the page');
    expect(html).toContain('data-copy-excuse=""');
  });
});
