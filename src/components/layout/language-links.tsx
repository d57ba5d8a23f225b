import { Link, useLocation } from 'react-router';
import { pathIn } from '../../i18n/alternates';
import { useLang } from '../../i18n/dictionaries';
import { LANG_NAME, LANGS } from '../../i18n/languages';
import { rememberLanguageChoice } from './language-choice';

/**
 * Links to this page in the site's other languages (or the nearest page there), each named in its
 * own language. Following one records the visitor's choice, so the language suggestion stays away.
 */
export function LanguageLinks({ className = '' }: { className?: string }) {
  const lang = useLang();
  const { pathname, search } = useLocation();
  return (
    <span className={`flex items-center ${className}`}>
      {LANGS.filter((other) => other !== lang).map((other) => (
        <Link
          key={other}
          to={pathIn(other, pathname, search)}
          // A page's interface text comes with its document: another language is a full load.
          reloadDocument
          lang={other}
          hrefLang={other}
          onClick={() => rememberLanguageChoice(other)}
          className="nav-link px-2 text-sm"
        >
          {LANG_NAME[other]}
        </Link>
      ))}
    </span>
  );
}
