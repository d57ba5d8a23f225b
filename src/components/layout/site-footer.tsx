import { Link } from 'react-router';
import { useDictionary, useLang } from '../../i18n/dictionaries';
import { SITE } from '../../site';
import { LanguageLinks } from './language-links';
import { siteLinks } from './site-links';

/** The document's first paint waits for this element (see `Document`). */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter() {
  const t = useDictionary();
  const lang = useLang();
  return (
    <footer id={SITE_FOOTER_ID} className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <p className="font-bold text-slate-900">
            {SITE.brand} <span className="font-normal text-slate-600">{`© ${new Date().getFullYear()}`}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">{t.tagline}</p>
        </div>
        <nav aria-label={t.nav.footer} className="flex flex-wrap items-center gap-5 text-sm">
          {siteLinks(lang).footer.map((link) => (
            <Link key={link.to} to={link.to} className="text-slate-700 underline-offset-4 hover:text-indigo-700 hover:underline">
              {link.label}
            </Link>
          ))}
          <LanguageLinks />
        </nav>
      </div>
    </footer>
  );
}
