import { useLocation } from 'react-router';
import { type Dictionary, en } from './en';
import { es } from './es';
import { type Lang, langOfPath } from './languages';

export type { Dictionary };

/** Each language's interface strings. */
export const DICTIONARIES: Readonly<Record<Lang, Dictionary>> = { en, es };

/** The language of the page being shown, read from its address. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The interface strings of the page in this browser tab, for code outside React (toasts, delegated handlers). */
export function pageDictionary(): Dictionary {
  return DICTIONARIES[langOfPath(window.location.pathname)];
}

/** The interface strings of the page being shown. */
export function useDictionary(): Dictionary {
  return DICTIONARIES[useLang()];
}
