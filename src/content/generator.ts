/**
 * The generator's categories, tones and their labels; the 240 excuses themselves are in
 * `generator-pool.ts`.
 *
 * Tone guide: formal reads like a polite message to a manager or teacher; plausible like a normal
 * text to a friend; funny is a light joke; outrageous is absurd on purpose.
 */

export const GENERATOR_CATEGORIES = ['work', 'dating', 'family', 'events', 'school', 'random'] as const;
export type GeneratorCategory = (typeof GENERATOR_CATEGORIES)[number];

export const TONES = ['formal', 'funny', 'plausible', 'outrageous'] as const;
export type Tone = (typeof TONES)[number];

/** How the selectors name each value. */
export const CATEGORY_LABELS: Record<GeneratorCategory, string> = {
  work: 'Work',
  dating: 'Dating',
  family: 'Family',
  events: 'Events & Parties',
  school: 'School',
  random: 'Anything (Random)',
};

export const TONE_LABELS: Record<Tone, string> = {
  formal: 'Formal',
  funny: 'Funny',
  plausible: 'Plausible',
  outrageous: 'Outrageous',
};
