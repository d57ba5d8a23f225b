/**
 * The excuse of the day: one built-in excuse per UTC day, the same for every visitor and every copy
 * of the server, from nothing but the time. The 240 built-in excuses are put in one fixed order (a
 * seeded shuffle, made once) and day N gets the excuse at N mod 240: consecutive days differ, and
 * every excuse comes round once before any repeats. Pure: the time is always passed in.
 */
import { GENERATOR_CATEGORIES, TONES } from '../content/generator';
import type { Generator } from './generator';
import { type GeneratedExcuse, poolIds } from './generator-options';
import { mulberry32 } from './seeded-random';
import { shuffle } from './shuffle';
import { dayNumber, isoDate } from './utc-day';

export { DAY_MS, dayNumber, dayStart, isoDate, secondsToMidnight } from './utc-day';

/** Fixed for good: changing it (or the pool's ids) moves every day to another excuse. */
const ORDER_SEED = 0x2026_1206;

/** Every built-in excuse's id, in the pool's order (the ids are the same in every language). */
const POOL_ORDER = GENERATOR_CATEGORIES.flatMap((category) => TONES.flatMap((tone) => poolIds(category, tone)));

/** The ids in the order the days take them, shuffled once with the fixed seed: every language has the same excuse each day. */
const DAILY_ORDER: readonly string[] = Object.freeze(shuffle(POOL_ORDER, mulberry32(ORDER_SEED)));

/** The excuse of a UTC day (see `dayNumber`), in the generator's language. */
export function excuseForDay(day: number, generator: Generator): GeneratedExcuse {
  const count = DAILY_ORDER.length;
  return generator.findExcuse(DAILY_ORDER[((day % count) + count) % count] as string) as GeneratedExcuse;
}

/** The excuse of the UTC day a time falls on. */
export const excuseOfTheDay = (ms: number, generator: Generator): GeneratedExcuse => excuseForDay(dayNumber(ms), generator);

/** One day's excuse with its date. */
export interface DailyExcuse {
  day: number;
  /** `YYYY-MM-DD` */
  date: string;
  excuse: GeneratedExcuse;
}

/** The excuses of the `count` days up to and including the one `ms` falls on, that day first. */
export function recentDailyExcuses(ms: number, count: number, generator: Generator): DailyExcuse[] {
  const today = dayNumber(ms);
  return Array.from({ length: count }, (_, back) => {
    const day = today - back;
    return { day, date: isoDate(day), excuse: excuseForDay(day, generator) };
  });
}
