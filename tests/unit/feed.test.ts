/**
 * The Atom feed of the excuses of the day, read by a real XML parser (libxml2's xmllint, as
 * WebAssembly) and queried with XPath: every element RFC 4287 requires of a feed and of each entry,
 * 30 entries newest first, and ids that stay the same for the same date, build after build.
 */

import { describe, expect, it, vi } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { excuseOfTheDay } from '../../src/lib/excuse-of-the-day';
import { sharePath } from '../../src/lib/generator-options';
import { GENERATOR } from '../../src/lib/pool';
import { dayNumber, dayStart, isoDate } from '../../src/lib/utc-day';
import { buildFeedXml, FEED_ENTRIES, feedId } from '../../src/server/feed';

const ORIGIN = 'https://excusely.example';
const NOW = Date.parse('2026-12-06T15:30:00Z');
const DAY = dayNumber(NOW);

/** `atom:name` as XPath 1.0 spells an element of the Atom namespace without a prefix binding. */
const atom = (name: string) => `*[local-name()='${name}' and namespace-uri()='http://www.w3.org/2005/Atom']`;
const FEED = `/${atom('feed')}`;
const ENTRIES = `${FEED}/${atom('entry')}`;

/** Parses the document and evaluates one XPath expression over it; a parse error fails the test. */
async function xpath(xml: string, expression: string): Promise<string> {
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    normalization: 'format',
    modifyArguments: (args) => args.flatMap((arg) => (arg === '--format' ? ['--xpath', expression] : [arg])),
  });
  expect(result.errors).toEqual([]);
  return result.normalized.replace(/\n$/, '');
}
const count = async (xml: string, path: string) => Number(await xpath(xml, `count(${path})`));
/** The text of each node (no markup characters in these values, so the serialised form is the text). */
const texts = async (xml: string, path: string) => (await xpath(xml, `${path}/text()`)).split('\n');

describe('the feed of the excuses of the day', () => {
  const xml = buildFeedXml(ORIGIN, NOW);

  it('is well-formed XML whose root is an Atom feed', async () => {
    const parsed = await validateXML({ xml: [{ fileName: 'feed.xml', contents: xml }], normalization: 'c14n' });
    expect(parsed.errors).toEqual([]);
    expect(parsed.valid).toBe(true);
    expect(await count(xml, FEED)).toBe(1);
    expect(await count(xml, '/*')).toBe(1);
  });

  it('has every element RFC 4287 requires of a feed: one id, title and updated, an author, a self link', async () => {
    for (const name of ['id', 'title', 'updated']) expect(await count(xml, `${FEED}/${atom(name)}`), name).toBe(1);
    expect(await xpath(xml, `string(${FEED}/${atom('id')})`)).toBe('tag:excusely.example,2026:excuse-of-the-day');
    expect(await xpath(xml, `string(${FEED}/${atom('title')})`)).toMatch(/\S/);
    // Today's 00:00:00Z, an RFC 3339 date-time.
    expect(await xpath(xml, `string(${FEED}/${atom('updated')})`)).toBe('2026-12-06T00:00:00Z');
    // An author with a name, for the feed (so no entry needs its own).
    expect(await count(xml, `${FEED}/${atom('author')}/${atom('name')}[normalize-space()]`)).toBe(1);
    expect(await xpath(xml, `string(${FEED}/${atom('link')}[@rel='self']/@href)`)).toBe(`${ORIGIN}/feed.xml`);
    expect(await xpath(xml, `string(${FEED}/${atom('link')}[@rel='alternate']/@href)`)).toBe(`${ORIGIN}/excuse-of-the-day`);
  });

  it(`has ${FEED_ENTRIES} entries, each with one id, title and updated, a link and the text as content`, async () => {
    expect(FEED_ENTRIES).toBe(30);
    expect(await count(xml, ENTRIES)).toBe(30);
    for (const name of ['id', 'title', 'updated'])
      expect(await count(xml, `${ENTRIES}[count(${atom(name)}) != 1]`), `entries without exactly one ${name}`).toBe(0);
    // RFC 4287: an entry without content must have a link rel="alternate"; these have both.
    expect(await count(xml, `${ENTRIES}[not(${atom('link')}[@rel='alternate'])]`)).toBe(0);
    expect(await count(xml, `${ENTRIES}[count(${atom('content')}[@type='text']) != 1]`)).toBe(0);
    expect(await count(xml, `${ENTRIES}[not(normalize-space(${atom('title')}))]`)).toBe(0);
  });

  it('lists today first, then one entry a day going back, each updated at its own 00:00:00Z', async () => {
    const updated = await texts(xml, `${ENTRIES}/${atom('updated')}`);
    expect(updated).toEqual(Array.from({ length: 30 }, (_, back) => `${isoDate(DAY - back)}T00:00:00Z`));
    expect([...updated].sort().reverse()).toEqual(updated);
    expect(new Set(updated).size).toBe(30);
  });

  it("gives each entry its day's excuse, escaped, with the absolute share link of that excuse", async () => {
    for (const back of [0, 1, 29]) {
      const entry = `${ENTRIES}[${back + 1}]`;
      const excuse = excuseOfTheDay(dayStart(DAY - back), GENERATOR);
      expect(await xpath(xml, `string(${entry}/${atom('content')})`)).toBe(excuse.text);
      expect(await xpath(xml, `string(${entry}/${atom('link')}[@rel='alternate']/@href)`)).toBe(new URL(sharePath(excuse.id), ORIGIN).href);
    }
  });

  it('escapes what it writes: a text with markup characters stays text', async () => {
    const tricky = buildFeedXml('https://a.example', NOW).replace(
      excuseOfTheDay(NOW, GENERATOR).text.replace(/&/g, '&amp;').replace(/'/g, '&apos;').replace(/"/g, '&quot;'),
      '&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;',
    );
    expect(await xpath(tricky, `string(${ENTRIES}[1]/${atom('content')})`)).toBe('<b>Tom & Jerry</b>');
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('keeps its ids: the same for the same date in every build, every process and every later day', async () => {
    const ids = await texts(xml, `${ENTRIES}/${atom('id')}`);
    expect(ids).toEqual(Array.from({ length: 30 }, (_, back) => `tag:excusely.example,2026:excuse-of-the-day/${isoDate(DAY - back)}`));
    expect(new Set(ids).size).toBe(30);
    // Built again for the same clock, by this module and by a fresh copy of it.
    expect(buildFeedXml(ORIGIN, NOW)).toBe(xml);
    vi.resetModules();
    const fresh = (await import('../../src/server/feed')) as typeof import('../../src/server/feed');
    expect(await texts(fresh.buildFeedXml(ORIGIN, NOW), `${ENTRIES}/${atom('id')}`)).toEqual(ids);
    // Five days on, the dates both feeds list keep their ids (and their excuses).
    const later = buildFeedXml(ORIGIN, NOW + 5 * 86_400_000);
    const laterIds = await texts(later, `${ENTRIES}/${atom('id')}`);
    expect(laterIds.slice(5)).toEqual(ids.slice(0, 25));
    expect(feedId(ORIGIN, '2026-12-06')).toBe('tag:excusely.example,2026:excuse-of-the-day/2026-12-06');
    expect(feedId('http://excusely.example:8080', '2026-12-06')).toBe(feedId(ORIGIN, '2026-12-06'));
  });
});
