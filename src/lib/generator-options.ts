import { GENERATOR_CATEGORIES, type GeneratorCategory, TONES, type Tone } from '../content/generator';
import type { Lang } from '../i18n/languages';
import { LOCAL_PATHS } from '../paths';

/**
 * What the generator page needs before anyone asks for an excuse: defaults, types and share links.
 * The 240 built-in excuses (`./generator`) stay out of the page's start-up JavaScript and load when
 * the page is idle or the first excuse is asked for.
 */
export interface GeneratedExcuse {
  /** `category-tone-number`, for example `work-formal-3`. */
  id: string;
  text: string;
  category: GeneratorCategory;
  tone: Tone;
  details?: string;
}

export const DEFAULT_CATEGORY: GeneratorCategory = 'random';
export const DEFAULT_TONE: Tone = 'plausible';

/** The page that shows one built-in excuse: what share links point at. */
export function sharePath(id: string, lang: Lang = 'en'): string {
  return `${LOCAL_PATHS[lang].generator}?id=${encodeURIComponent(id)}`;
}

/** A built-in excuse's id: its category, tone and place in that list (from 1), the same in every language. */
export const excuseId = (category: GeneratorCategory, tone: Tone, index: number) => `${category}-${tone}-${index + 1}`;

/** The ten ids of a category and tone, in written order. */
export const poolIds = (category: GeneratorCategory, tone: Tone): string[] =>
  Array.from({ length: 10 }, (_, index) => excuseId(category, tone, index));

export const isCategory = (value: string): value is GeneratorCategory => (GENERATOR_CATEGORIES as readonly string[]).includes(value);
export const isTone = (value: string): value is Tone => (TONES as readonly string[]).includes(value);
