/**
 * The generator's categories and tones; their names in each language are in the dictionaries
 * (`src/i18n/en.ts`, `es.ts`), the 240 excuses in `generator-pool.ts` and `es/generator-pool/`.
 *
 * Tone guide: formal reads like a polite message to a manager or teacher; plausible like a normal
 * text to a friend; funny is a light joke; outrageous is absurd on purpose.
 */

export const GENERATOR_CATEGORIES = ['work', 'dating', 'family', 'events', 'school', 'random'] as const;
export type GeneratorCategory = (typeof GENERATOR_CATEGORIES)[number];

export const TONES = ['formal', 'funny', 'plausible', 'outrageous'] as const;
export type Tone = (typeof TONES)[number];
