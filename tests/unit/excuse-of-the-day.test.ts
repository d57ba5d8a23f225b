import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  dayNumber,
  dayStart,
  excuseForDay,
  excuseOfTheDay,
  isoDate,
  recentDailyExcuses,
  secondsToMidnight,
} from '../../src/lib/excuse-of-the-day';
import { ALL_EXCUSES, GENERATOR } from '../../src/lib/pool';

const at = (iso: string) => Date.parse(iso);

describe('the UTC day of a time', () => {
  it('counts whole UTC days from 1970-01-01 and spells them YYYY-MM-DD', () => {
    expect(dayNumber(0)).toBe(0);
    expect(dayNumber(DAY_MS - 1)).toBe(0);
    expect(dayNumber(DAY_MS)).toBe(1);
    expect(dayNumber(-1)).toBe(-1);
    const day = dayNumber(at('2026-12-06T23:59:59.999Z'));
    expect(day).toBe(dayNumber(at('2026-12-06T00:00:00Z')));
    expect(isoDate(day)).toBe('2026-12-06');
    expect(new Date(dayStart(day)).toISOString()).toBe('2026-12-06T00:00:00.000Z');
  });

  it('knows the whole seconds left to the next UTC midnight', () => {
    expect(secondsToMidnight(at('2026-12-06T00:00:00Z'))).toBe(86_400);
    expect(secondsToMidnight(at('2026-12-06T23:59:00Z'))).toBe(60);
    expect(secondsToMidnight(at('2026-12-06T23:59:59.400Z'))).toBe(0);
  });
});

describe('the excuse of the day', () => {
  it('is the same for two times in one UTC day, and another one the next day', () => {
    const morning = excuseOfTheDay(at('2026-12-06T00:00:00Z'), GENERATOR);
    expect(excuseOfTheDay(at('2026-12-06T23:59:59.999Z'), GENERATOR)).toEqual(morning);
    expect(excuseOfTheDay(at('2026-12-07T00:00:00Z'), GENERATOR).id).not.toBe(morning.id);
  });

  // Pinned on purpose: a change to the order (the seed, the shuffle, the pool's ids) moves every
  // day's excuse, and so every feed entry's content; it should be a decision, not an accident.
  it('is stable for a pinned date', () => {
    expect(excuseOfTheDay(at('2026-12-06T12:00:00Z'), GENERATOR).id).toBe('random-plausible-6');
    expect(excuseOfTheDay(at('2026-12-07T12:00:00Z'), GENERATOR).id).toBe('family-outrageous-8');
    expect(excuseForDay(0, GENERATOR).id).toBe('family-formal-4');
  });

  it('comes from the built-in pool, and 240 consecutive days take all 240 before any repeats', () => {
    expect(ALL_EXCUSES).toHaveLength(240);
    const first = dayNumber(at('2026-12-06T00:00:00Z'));
    const ids = Array.from({ length: 240 }, (_, offset) => excuseForDay(first + offset, GENERATOR).id);
    expect(new Set(ids).size).toBe(240);
    expect(new Set(ids)).toEqual(new Set(ALL_EXCUSES.map((excuse) => excuse.id)));
    expect(excuseForDay(first + 240, GENERATOR)).toEqual(excuseForDay(first, GENERATOR));
    for (let offset = 1; offset < 480; offset += 1)
      expect(excuseForDay(first + offset, GENERATOR).id).not.toBe(excuseForDay(first + offset - 1, GENERATOR).id);
    expect(excuseForDay(-1, GENERATOR)).toEqual(excuseForDay(239, GENERATOR));
  });

  it('lists the last days newest first', () => {
    const recent = recentDailyExcuses(at('2026-12-06T15:00:00Z'), 30, GENERATOR);
    expect(recent).toHaveLength(30);
    expect(recent[0]?.date).toBe('2026-12-06');
    expect(recent[29]?.date).toBe('2026-11-07');
    for (const { day, date, excuse } of recent) {
      expect(isoDate(day)).toBe(date);
      expect(excuse).toEqual(excuseForDay(day, GENERATOR));
    }
  });
});
