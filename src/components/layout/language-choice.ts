import { isLang, LANGS, type Lang } from '../../i18n/languages';
import { readStoredText, writeStoredText } from '../../lib/browser-storage';

/** Where the browser keeps the language a visitor chose (by a language link or the suggestion). */
export const LANGUAGE_CHOICE_KEY = 'excusely:language';

export function rememberLanguageChoice(lang: Lang): void {
  writeStoredText('localStorage', LANGUAGE_CHOICE_KEY, lang);
}

export function languageChoice(): Lang | undefined {
  const stored = readStoredText('localStorage', LANGUAGE_CHOICE_KEY);
  return isLang(stored) ? stored : undefined;
}

/** The first of the browser's preferred languages the site has, if any (`es-MX` counts as `es`). */
export function preferredLanguage(languages: readonly string[]): Lang | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return undefined;
}

/** Which language to suggest on a page in `pageLang`: the browser's, unless the visitor already chose. */
export function languageToSuggest(pageLang: Lang, browserLanguages: readonly string[], chosen: Lang | undefined): Lang | undefined {
  if (chosen) return undefined;
  const preferred = preferredLanguage(browserLanguages);
  return preferred && preferred !== pageLang && LANGS.includes(preferred) ? preferred : undefined;
}
