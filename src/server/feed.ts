import { dictionaryFor } from '../i18n/dictionaries';
import { format } from '../i18n/format';
import type { Lang } from '../i18n/languages';
import { recentDailyExcuses } from '../lib/excuse-of-the-day';
import { sharePath } from '../lib/generator-options';
import { GENERATORS } from '../lib/generators';
import { dayNumber, isoDate } from '../lib/utc-day';
import { FEED_PATHS, LOCAL_PATHS } from '../paths';
import { SITE } from '../site';
import { escapeXml } from './sitemap';

/** The Atom feed's media type, as it is sent. */
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';
/** How many days the feed lists, today first. */
export const FEED_ENTRIES = 30;
/**
 * The date in the feed's tag URIs (RFC 4151): the year the feed was first published. Fixed for good,
 * like the ids it is part of: a feed reader knows an entry by its id.
 */
const TAG_DATE = '2026';

const atomTime = (day: number) => `${isoDate(day)}T00:00:00Z`;

/**
 * The feed's id, a tag URI from the public origin's host (`tag:excusely.example,2026:excuse-of-the-day`),
 * and each entry's, that id and the entry's date: the same in every build and every copy of the server.
 */
export function feedId(origin: string, date?: string, lang: Lang = 'en'): string {
  // English keeps the id it was first published with; each other language's feed has its own.
  const id = `tag:${new URL(origin).hostname},${TAG_DATE}:excuse-of-the-day${lang === 'en' ? '' : `-${lang}`}`;
  return date === undefined ? id : `${id}/${date}`;
}

/**
 * The Atom feed (RFC 4287) of the excuses of the last 30 UTC days up to the day `now` falls on,
 * newest first, in one language (one feed each). It changes once a day, at UTC midnight: `updated`
 * is today's 00:00:00Z, and each entry's is its own day's. Absolute links come from the public origin.
 */
export function buildFeedXml(origin: string, now: number, lang: Lang = 'en'): string {
  const t = dictionaryFor(lang);
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const today = dayNumber(now);
  const entries = recentDailyExcuses(now, FEED_ENTRIES, GENERATORS[lang]).map(({ day, date, excuse }) =>
    [
      '  <entry>',
      `    <id>${escapeXml(feedId(origin, date, lang))}</id>`,
      `    <title>${escapeXml(format(t.daily.feedEntryTitle, { date, kind: `${t.generator.tones[excuse.tone]}, ${t.generator.categories[excuse.category]}` }))}</title>`,
      `    <updated>${atomTime(day)}</updated>`,
      `    <published>${atomTime(day)}</published>`,
      `    <link rel="alternate" type="text/html" href="${url(sharePath(excuse.id, lang))}"/>`,
      `    <content type="text">${escapeXml(excuse.text)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${escapeXml(feedId(origin, undefined, lang))}</id>`,
    `  <title>${escapeXml(format(t.feedTitle, { brand: SITE.brand }))}</title>`,
    `  <subtitle>${escapeXml(t.daily.lede)}</subtitle>`,
    `  <updated>${atomTime(today)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${url(FEED_PATHS[lang])}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(LOCAL_PATHS[lang].excuseOfTheDay)}"/>`,
    `  <author>\n    <name>${escapeXml(SITE.brand)}</name>\n    <uri>${url(LOCAL_PATHS[lang].home)}</uri>\n  </author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
