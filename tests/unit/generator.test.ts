import { describe, expect, it } from 'vitest';
import { GENERATOR_CATEGORIES, TONES } from '../../src/content/generator';
import { GENERATOR_POOL } from '../../src/content/generator-pool';
import { applyTheme, DEFAULT_COUNT, sharePath, shuffle, THEME_LEAD_INS } from '../../src/lib/generator';
import { ALL_EXCUSES, findExcuse, generateExcuses } from '../../src/lib/pool';
import { mulberry32 } from '../../src/lib/seeded-random';

/** A small deterministic generator, so every draw in these tests repeats. */
const seeded = mulberry32;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const words = (text: string) => text.trim().split(/\s+/).length;

describe('the built-in pool', () => {
  it('holds 10 excuses for each of 6 categories and 4 tones: 240, ids category-tone-number', () => {
    expect(GENERATOR_CATEGORIES).toEqual(['work', 'dating', 'family', 'events', 'school', 'random']);
    expect(TONES).toEqual(['formal', 'funny', 'plausible', 'outrageous']);
    for (const category of GENERATOR_CATEGORIES)
      for (const tone of TONES) expect(GENERATOR_POOL[category][tone], `${category}/${tone}`).toHaveLength(10);
    expect(ALL_EXCUSES).toHaveLength(240);
    const ids = ALL_EXCUSES.map((excuse) => excuse.id);
    expect(new Set(ids).size).toBe(240);
    for (const category of GENERATOR_CATEGORIES) {
      for (const tone of TONES) for (let n = 1; n <= 10; n++) expect(ids).toContain(`${category}-${tone}-${n}`);
    }
    expect(findExcuse('work-formal-3')?.text).toBe(GENERATOR_POOL.work.formal[2]);
    expect(findExcuse('work-formal-11')).toBeUndefined();
  });

  it('has no duplicate, no dash and only 6-40 word excuses', () => {
    expect(new Set(ALL_EXCUSES.map((excuse) => normalize(excuse.text))).size).toBe(240);
    for (const { text } of ALL_EXCUSES) {
      expect(text).not.toMatch(/[\u2013\u2014]/);
      expect(words(text), text).toBeGreaterThanOrEqual(6);
      expect(words(text), text).toBeLessThanOrEqual(40);
    }
  });
});

describe('generateExcuses', () => {
  it('defaults to the random category, the plausible tone and five excuses', () => {
    const result = generateExcuses({ random: seeded(1) });
    expect(result).toHaveLength(DEFAULT_COUNT);
    for (const excuse of result) expect(excuse).toMatchObject({ category: 'random', tone: 'plausible' });
    expect(new Set(result.map((excuse) => excuse.id)).size).toBe(5);
  });

  it('filters by category and tone', () => {
    const result = generateExcuses({ category: 'school', tone: 'formal', count: 10, random: seeded(2) });
    expect(result.map((excuse) => excuse.id).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `school-formal-${i + 1}`).sort());
  });

  it('falls back to every excuse for an unknown category', () => {
    const result = generateExcuses({ category: 'space', tone: 'formal', count: 240, random: seeded(3) });
    expect(result).toHaveLength(60);
    expect(new Set(result.map((excuse) => excuse.category)).size).toBe(6);
    expect(result.every((excuse) => excuse.tone === 'formal')).toBe(true);
    const anyTone = generateExcuses({ category: 'space', tone: 'sarcastic', count: 240, random: seeded(3) });
    expect(anyTone).toHaveLength(240);
  });

  it('falls back to every tone of the category when no excuse has the tone', () => {
    const result = generateExcuses({ category: 'dating', tone: 'sarcastic', count: 100, random: seeded(4) });
    expect(result).toHaveLength(40);
    expect(result.every((excuse) => excuse.category === 'dating')).toBe(true);
    expect(new Set(result.map((excuse) => excuse.tone))).toEqual(new Set(TONES));
  });

  it('repeats for the same seed and differs across seeds', () => {
    const a = generateExcuses({ category: 'work', count: 10, random: seeded(7) }).map((excuse) => excuse.id);
    const b = generateExcuses({ category: 'work', count: 10, random: seeded(7) }).map((excuse) => excuse.id);
    const c = generateExcuses({ category: 'work', count: 10, random: seeded(8) }).map((excuse) => excuse.id);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('attaches details only when something is left after trimming', () => {
    expect(generateExcuses({ count: 1, details: '  at 3pm  ', random: seeded(5) })[0]?.details).toBe('at 3pm');
    expect(generateExcuses({ count: 1, details: '   ', random: seeded(5) })[0]).not.toHaveProperty('details');
    expect(generateExcuses({ count: 1, random: seeded(5) })[0]).not.toHaveProperty('details');
  });
});

describe('shuffle', () => {
  it('keeps every item exactly once', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(shuffle(items, seeded(9)).sort((x, y) => x - y)).toEqual(items);
  });

  it('is unbiased: each of the 6 orders of 3 items comes up about equally often', () => {
    const random = seeded(10);
    const counts = new Map<string, number>();
    const runs = 60_000;
    for (let i = 0; i < runs; i++) {
      const key = shuffle(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(Math.abs(count - runs / 6)).toBeLessThan((runs / 6) * 0.05);
  });
});

describe('themes', () => {
  it.each(Object.entries(THEME_LEAD_INS))('%s: lowercases, drops a leading "I " and prepends its lead-in', (theme, leadIn) => {
    const themed = applyTheme('I have a Dentist appointment at noon.', theme as keyof typeof THEME_LEAD_INS);
    expect(themed).toBe(`${leadIn} have a Dentist appointment at noon.`);
    expect(applyTheme("I'm stuck at the office.", theme as keyof typeof THEME_LEAD_INS)).toBe(`${leadIn}'m stuck at the office.`);
    expect(applyTheme('The bus broke down.', theme as keyof typeof THEME_LEAD_INS)).toBe(
      `${leadIn.replace(/ I$/, '')} the bus broke down.`,
    );
  });

  // Every theme with every built-in excuse (6 x 240) reads as English: none of the breakages an
  // editor found when lead-ins ended in 'so I' and contractions were spelled out.
  const combinations = Object.keys(THEME_LEAD_INS).flatMap((theme) =>
    ALL_EXCUSES.map((excuse) => ({ theme, excuse, themed: applyTheme(excuse.text, theme as keyof typeof THEME_LEAD_INS) })),
  );
  it(`reads as correct English in all ${combinations.length} theme and excuse combinations`, () => {
    expect(combinations).toHaveLength(1440);
    const broken = combinations.filter(({ themed, excuse, theme }) => {
      const leadIn = THEME_LEAD_INS[theme as keyof typeof THEME_LEAD_INS];
      const rest = themed.slice(leadIn.replace(/ I$/, '').length);
      return (
        !/^ (I[ ']|my |our )/.test(rest) || // the lead-in flows into 'I ...', 'I'm ...' or 'my ...'
        /\bso\b[^.!?]*\bso\b/i.test(themed.slice(0, leadIn.length + 12)) || // 'so I am so sorry'
        /\bI (am|have|will|would) /.test(rest) !== /\bI (am|have|will|would) /.test(excuse.text) || // contractions kept
        /\bi\b/.test(themed) || // a lowercased 'I'
        /\s{2}|\s[,.]/.test(themed)
      );
    });
    expect(broken.map(({ themed }) => themed)).toEqual([]);
  });

  it('random applies no theme, and generation applies the chosen one', () => {
    expect(applyTheme('I have plans.', 'random')).toBe('I have plans.');
    const [excuse] = generateExcuses({ count: 1, theme: 'pet', random: seeded(11) });
    expect(excuse?.text.startsWith(THEME_LEAD_INS.pet)).toBe(true);
  });
});

describe('share links', () => {
  it('point at the generator page with the id', () => {
    expect(sharePath('work-formal-3')).toBe('/get-my-excuse?id=work-formal-3');
  });
});
