import { describe, expect, it, vi } from 'vitest';

// A pool whose every excuse carries an em dash, to prove generation cleans what it returns.
vi.mock('../../src/content/generator-pool', async () => {
  const { GENERATOR_CATEGORIES, TONES } = await import('../../src/content/generator');
  const pool = Object.fromEntries(
    GENERATOR_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(TONES.map((tone) => [tone, [`I am late \u2014 ${category} ${tone}.`]])),
    ]),
  );
  return { GENERATOR_POOL: pool };
});

describe('generateExcuses text clean-up', () => {
  it('replaces em dashes with hyphens in every excuse it returns', async () => {
    const { generateExcuses } = await import('../../src/lib/pool');
    const result = generateExcuses({ category: 'work', tone: 'formal', count: 1 });
    expect(result[0]?.text).toBe('I am late - work formal.');
    const themed = generateExcuses({ category: 'work', tone: 'formal', count: 1, theme: 'tech' });
    expect(themed[0]?.text).not.toMatch(/\u2014/);
  });
});
