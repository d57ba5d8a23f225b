import { useLocation } from 'react-router';
import { type Dictionary, en } from './en';
import { es } from './es';
import { type Lang, langOfPath } from './languages';

export type { Dictionary };

/**
 * Each language's interface strings: the server's. The browser never loads this table: a page's
 * dictionary arrives as data with the page (its client data), so start-up JavaScript carries no
 * interface text of either language (ADR 021). A page's language never changes without a full
 * load (the language links reload the document).
 */
const DICTIONARIES: Readonly<Record<Lang, Dictionary>> = { en, es };

let browserDictionary: Dictionary | undefined;

/** The browser's copy of the page's dictionary, from its client data, before anything renders. */
export function installPageDictionary(dictionary: Dictionary): void {
  browserDictionary = dictionary;
}

/** A language's interface strings: on the server any language's, in the browser the page's own. */
export function dictionaryFor(lang: Lang): Dictionary {
  // No `import.meta.env` at all: a module Node loaded itself (the API in development), on the server.
  if (import.meta.env?.SSR ?? true) return DICTIONARIES[lang];
  if (!browserDictionary) throw new Error('The page dictionary was not installed before rendering');
  return browserDictionary;
}

/** The interface strings of the page in this browser tab, for code outside React (toasts, delegated handlers). */
export function pageDictionary(): Dictionary {
  return dictionaryFor(langOfPath(window.location.pathname));
}

/** The language of the page being shown, read from its address. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The interface strings of the page being shown. */
export function useDictionary(): Dictionary {
  return dictionaryFor(useLang());
}
