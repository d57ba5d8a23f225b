import { CATEGORY_LABELS, TONE_LABELS } from '../content/generator';
import { recentDailyExcuses } from '../lib/excuse-of-the-day';
import { sharePath } from '../lib/generator-options';
import { dayNumber, isoDate } from '../lib/utc-day';
import { FEED_PATH, PATHS } from '../paths';
import { FEED_TITLE, SITE } from '../site';
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
export function feedId(origin: string, date?: string): string {
  const id = `tag:${new URL(origin).hostname},${TAG_DATE}:excuse-of-the-day`;
  return date === undefined ? id : `${id}/${date}`;
}

/**
 * The Atom feed (RFC 4287) of the excuses of the last 30 UTC days up to the day `now` falls on,
 * newest first. It changes once a day, at UTC midnight: `updated` is today's 00:00:00Z, and each
 * entry's is its own day's. Absolute links come from the public origin.
 */
export function buildFeedXml(origin: string, now: number): string {
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const today = dayNumber(now);
  const entries = recentDailyExcuses(now, FEED_ENTRIES).map(({ day, date, excuse }) =>
    [
      '  <entry>',
      `    <id>${escapeXml(feedId(origin, date))}</id>`,
      `    <title>${escapeXml(`Excuse of the day for ${date} (${TONE_LABELS[excuse.tone]}, ${CATEGORY_LABELS[excuse.category]})`)}</title>`,
      `    <updated>${atomTime(day)}</updated>`,
      `    <published>${atomTime(day)}</published>`,
      `    <link rel="alternate" type="text/html" href="${url(sharePath(excuse.id))}"/>`,
      `    <content type="text">${escapeXml(excuse.text)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(feedId(origin))}</id>`,
    `  <title>${escapeXml(FEED_TITLE)}</title>`,
    '  <subtitle>One ready-made excuse a day, the same for everyone, new at midnight UTC.</subtitle>',
    `  <updated>${atomTime(today)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${url(FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${url(PATHS.excuseOfTheDay)}"/>`,
    `  <author>\n    <name>${escapeXml(SITE.brand)}</name>\n    <uri>${url('/')}</uri>\n  </author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
