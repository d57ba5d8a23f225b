import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { pathIn } from '../../i18n/alternates';
import { useLang } from '../../i18n/dictionaries';
import type { Lang } from '../../i18n/languages';
import { languageChoice, languageToSuggest, rememberLanguageChoice } from './language-choice';

/** The suggestion in the language it suggests: a reader who prefers it can read it. */
const WORDING: Readonly<Record<Lang, { text: string; go: string; stay: string }>> = {
  en: { text: 'This page is also in English.', go: 'Read it in English', stay: 'No, thanks' },
  es: { text: 'Esta página también está en español.', go: 'Leerla en español', stay: 'No, gracias' },
};

/**
 * A small, dismissible offer of the visitor's own language, decided in the browser from its
 * preferred languages after the page has loaded: the server never redirects or varies a page by
 * language (crawlers send no Accept-Language). Either answer is remembered. It floats over the
 * page's foot, so showing it moves nothing.
 */
export function LanguageSuggestion() {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const [suggested, setSuggested] = useState<Lang | undefined>(undefined);
  useEffect(() => setSuggested(languageToSuggest(lang, navigator.languages ?? [navigator.language], languageChoice())), [lang]);
  if (!suggested) return null;
  const wording = WORDING[suggested];
  const choose = (choice: Lang) => {
    rememberLanguageChoice(choice);
    setSuggested(undefined);
  };
  return (
    <aside
      lang={suggested}
      aria-label={wording.text}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg"
    >
      <p className="flex-1">{wording.text}</p>
      <Link
        to={pathIn(suggested, pathname, search)}
        reloadDocument
        hrefLang={suggested}
        onClick={() => choose(suggested)}
        className="button-primary h-11"
      >
        {wording.go}
      </Link>
      <button type="button" onClick={() => choose(lang)} className="button-secondary h-11">
        {wording.stay}
      </button>
    </aside>
  );
}
