import type { LoaderFunctionArgs } from 'react-router';
import { dictionaryFor } from '../i18n/dictionaries';
import { excuseOfTheDay } from '../lib/excuse-of-the-day';
import type { Generator } from '../lib/generator';
import { sharePath } from '../lib/generator-options';
import { excuseCardPath } from '../lib/share-cards';
import { dayNumber, isoDate } from '../lib/utc-day';
import { loaderNow } from '../loader-context';
import { FEED_PATHS } from '../paths';

/** Today's excuse as the pages that show it need it: text, links and words made here, not in their code. */
export interface DailyLoaderData {
  /** `YYYY-MM-DD`, the UTC day */
  date: string;
  /** The day in words, for example `Sunday, December 6, 2026`. */
  dateLabel: string;
  id: string;
  text: string;
  /** Its style and situation, for example `Plausible, Work`. */
  kind: string;
  /** Its share link: the generator showing this excuse. */
  sharePath: string;
  /** Its share card, drawn by the service. */
  cardPath: string;
  /** The feed of every day's excuse (here rather than in the pages' code, which every page would load). */
  feedPath: string;
}

/**
 * The excuse of the UTC day the page is rendered for: the server's time (the request context), or
 * the browser's clock on a navigation. In the browser it is part of the excuses' chunk (`pool.ts`),
 * fetched only then: a first visit gets the result in the page's data.
 */
export const dailyLoaderFor =
  (generator: Generator) =>
  ({ context }: LoaderFunctionArgs): DailyLoaderData => {
    const now = loaderNow(context);
    const day = dayNumber(now);
    const { lang } = generator;
    const t = dictionaryFor(lang);
    const excuse = excuseOfTheDay(now, generator);
    return {
      date: isoDate(day),
      dateLabel: new Date(now).toLocaleDateString(t.daily.locale, {
        timeZone: 'UTC',
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
      id: excuse.id,
      text: excuse.text,
      kind: `${t.generator.tones[excuse.tone]}, ${t.generator.categories[excuse.category]}`,
      sharePath: sharePath(excuse.id, lang),
      cardPath: excuseCardPath(excuse.id, lang),
      feedPath: FEED_PATHS[lang],
    };
  };
