import { GENERATOR_CATEGORIES, type GeneratorCategory, TONES, type Tone } from '../content/generator';
import type { Lang } from '../i18n/languages';
import { readStoredJson, writeStoredText } from './browser-storage';
import { DEFAULT_CATEGORY, DEFAULT_TONE, excuseId, type GeneratedExcuse, isCategory, poolIds } from './generator-options';
import { createRotation } from './rotation';
import { shuffle } from './shuffle';
import { cleanText } from './text';

export { DEFAULT_CATEGORY, DEFAULT_TONE, type GeneratedExcuse, isCategory, isTone, sharePath } from './generator-options';
export { shuffle } from './shuffle';

export const DEFAULT_COUNT = 5;

export const THEMES = ['health', 'pet', 'weather', 'tech', 'mental', 'travel', 'random'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * Fixed lead-ins; each is followed by the excuse with its leading 'I ' dropped. They carry no tense
 * and no 'so', so any excuse reads on after them ('Because of the weather, I missed the bus',
 * 'Because of the weather, I'm running late', 'Because of the weather, my train is stuck').
 */
export const THEME_LEAD_INS: Record<Exclude<Theme, 'random'>, string> = {
  health: 'Because of a health issue, I',
  pet: 'Because my pet needs me, I',
  weather: 'Because of the weather, I',
  tech: 'Because of a tech problem, I',
  mental: 'To look after my mental health, I',
  travel: 'Because my travel plans fell apart, I',
};

/** The Spanish lead-ins: a clause and a comma, then the excuse as written (Spanish drops the subject). */
export const THEME_LEAD_INS_ES: Record<Exclude<Theme, 'random'>, string> = {
  health: 'Por un tema de salud,',
  pet: 'Porque mi mascota me necesita,',
  weather: 'Por el clima,',
  tech: 'Por un problema técnico,',
  mental: 'Para cuidar mi salud mental,',
  travel: 'Porque se me cayeron los planes de viaje,',
};

/** The texts of a language's 240 excuses, by category and tone, in id order. */
export type PoolTexts = Readonly<Record<GeneratorCategory, Readonly<Record<Tone, readonly string[]>>>>;

/** Every built-in excuse of a pool with its id; ids number each list from 1 in its written order, the same in every language. */
export function excusesOf(pool: PoolTexts): readonly GeneratedExcuse[] {
  return GENERATOR_CATEGORIES.flatMap((category) =>
    TONES.flatMap((tone) => pool[category][tone].map((text, index) => ({ id: excuseId(category, tone, index), text, category, tone }))),
  );
}

/**
 * Applies a theme (spec §5): the excuse's first letter is lowercased, a leading 'I ' is dropped, and
 * the theme's lead-in goes in front. An excuse opening with a contraction ('I'm', 'I've') keeps it,
 * joined to the lead-in's 'I'; one opening with anything else ('My car ...') follows the lead-in
 * without its 'I'. 'random' changes nothing.
 */
export function applyTheme(text: string, theme: Theme, lang: Lang = 'en'): string {
  if (theme === 'random') return text;
  if (lang === 'es') return `${THEME_LEAD_INS_ES[theme]} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const leadIn = THEME_LEAD_INS[theme];
  const lowered = text.charAt(0).toLowerCase() + text.slice(1);
  if (lowered.startsWith('i ')) return `${leadIn} ${lowered.slice(2)}`;
  if (lowered.startsWith("i'")) return `${leadIn}${lowered.slice(1)}`;
  return `${leadIn.replace(/ I$/, '')} ${lowered}`;
}

export interface GenerateOptions {
  /** Defaults to 'random'; an unknown category draws from every excuse. */
  category?: string;
  /** Defaults to 'plausible'; a tone with no match falls back to every tone of the category. */
  tone?: string;
  count?: number;
  /** Trimmed; attached only when something is left. */
  details?: string;
  theme?: Theme;
  /** Uniform numbers in [0, 1); injectable for tests. */
  random?: () => number;
}

function generateFrom(
  all: readonly GeneratedExcuse[],
  lang: Lang,
  {
    category = DEFAULT_CATEGORY,
    tone = DEFAULT_TONE,
    count = DEFAULT_COUNT,
    details,
    theme = 'random',
    random = Math.random,
  }: GenerateOptions,
): GeneratedExcuse[] {
  const inCategory = isCategory(category) ? all.filter((excuse) => excuse.category === category) : all;
  const inTone = inCategory.filter((excuse) => excuse.tone === tone);
  const pool = inTone.length > 0 ? inTone : inCategory;
  const trimmedDetails = details?.trim();
  return shuffle(pool, random)
    .slice(0, Math.max(0, count))
    .map((excuse) => ({
      ...excuse,
      text: cleanText(applyTheme(excuse.text, theme, lang)),
      ...(trimmedDetails ? { details: trimmedDetails } : {}),
    }));
}

/** Where the browser keeps the generator's rotation (`rotation.ts`). */
export const ROTATION_KEY = 'excusely:generator-rotation';

const poolKey = (excuse: Pick<GeneratedExcuse, 'category' | 'tone'>) => `${excuse.category}-${excuse.tone}`;

/** Every category and tone's ids, in written order: the same in every language. */
const POOL_IDS = new Map<string, string[]>();
for (const category of GENERATOR_CATEGORIES) {
  for (const tone of TONES) POOL_IDS.set(poolKey({ category, tone }), poolIds(category, tone));
}

/** One rotation for both languages: an excuse shown in one counts as shown in the other, where it is the same excuse. */
const rotation = createRotation({
  pools: POOL_IDS,
  storage: {
    load: () => readStoredJson('localStorage', ROTATION_KEY),
    save: (state) => writeStoredText('localStorage', ROTATION_KEY, JSON.stringify(state)),
  },
});

export interface Generator {
  lang: Lang;
  /** Every excuse of the language, in id order. */
  all: readonly GeneratedExcuse[];
  findExcuse: (id: string) => GeneratedExcuse | undefined;
  generateExcuses: (options?: GenerateOptions) => GeneratedExcuse[];
  /**
   * The generator page's next excuse for a category and tone, in this browser: none comes again until
   * every one of them has been shown, across reloads (the rotation is kept in local storage, or in
   * memory where storage is switched off). `onScreen` is the excuse the page arrived with, a shared
   * link's or the server's answer to `?category=&tone=`, still shown when the next is asked for: it
   * counts as shown (in its own category and tone), so asking for another right after a shared link
   * never brings that same excuse back at once. The server's answers themselves stay random: it
   * keeps nothing about a visitor.
   */
  nextExcuse: (category: string, tone: string, onScreen?: string) => GeneratedExcuse | undefined;
}

/** The generator over one language's texts; each language's pool module makes its own. */
export function createGenerator(lang: Lang, texts: PoolTexts): Generator {
  const all = excusesOf(texts);
  const byId = new Map(all.map((excuse) => [excuse.id, excuse]));
  const findExcuse = (id: string) => byId.get(id);
  return {
    lang,
    all,
    findExcuse,
    generateExcuses: (options = {}) => generateFrom(all, lang, options),
    nextExcuse(category, tone, onScreen) {
      const shown = onScreen === undefined ? undefined : findExcuse(onScreen);
      if (shown) rotation.markShown(poolKey(shown), shown.id);
      const excuse = findExcuse(rotation.next(`${category}-${tone}`) ?? '');
      return excuse && { ...excuse, text: cleanText(excuse.text) };
    },
  };
}
