/** UTC days: what the excuse of the day, its pages' caching and the page store count time in. */

export const DAY_MS = 86_400_000;

/** The UTC day a time (ms since the epoch) falls on, counted from 1970-01-01 (day 0). */
export const dayNumber = (ms: number): number => Math.floor(ms / DAY_MS);

/** The first millisecond of a UTC day (its 00:00:00Z). */
export const dayStart = (day: number): number => day * DAY_MS;

/** A UTC day as `YYYY-MM-DD`. */
export const isoDate = (day: number): string => new Date(dayStart(day)).toISOString().slice(0, 10);

/** Whole seconds from a time to the next UTC midnight (86,400 at midnight itself). */
export const secondsToMidnight = (ms: number): number => Math.floor((dayStart(dayNumber(ms) + 1) - ms) / 1000);
