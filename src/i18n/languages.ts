/**
 * The site's languages. English lives at the root, every other language under its prefix
 * (`/es/...`); a page's address in each language comes from the catalog and PATHS (ADR 021).
 */
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

/** The language of `x-default`, of unprefixed addresses and of anything unknown. */
export const DEFAULT_LANG: Lang = 'en';

/** What each language's addresses begin with. */
export const LANG_PREFIX: Readonly<Record<Lang, string>> = { en: '', es: '/es' };

/** Open Graph locales: Spanish is written in neutral Latin American Spanish. */
export const OG_LOCALE: Readonly<Record<Lang, string>> = { en: 'en_US', es: 'es_LA' };

/** Each language's name, written in that language (for the language links). */
export const LANG_NAME: Readonly<Record<Lang, string>> = { en: 'English', es: 'Español' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language an address belongs to, read from its prefix. */
export function langOfPath(path: string): Lang {
  for (const lang of LANGS) {
    const prefix = LANG_PREFIX[lang];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANG;
}
