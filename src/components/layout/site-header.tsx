import { Link, useMatches } from 'react-router';
import { useDictionary, useLang } from '../../i18n/dictionaries';
import { LOCAL_PATHS } from '../../paths';
import type { RouteHandle } from '../../route-handle';
import { SITE } from '../../site';
import { Icon } from '../ui/icon';
import { DesktopNav } from './desktop-nav';
import { LanguageLinks } from './language-links';
import { MobileDrawer } from './mobile-drawer';
import { SavedLink } from './saved-link';
import { SearchBox } from './search-box';
import { siteLinks } from './site-links';

export function SiteHeader() {
  const onExcusePage = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.excusePage);
  const lang = useLang();
  const t = useDictionary();
  const links = siteLinks(lang);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to={LOCAL_PATHS[lang].home}
          className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900"
        >
          <span className="inline-flex size-9 items-center justify-center rounded-xl bg-indigo-600 text-white">
            <Icon name="sparkles" className="size-5" />
          </span>
          {SITE.brand}
        </Link>
        <SearchBox id="header-search" className="ml-auto hidden w-56 md:flex lg:w-64" />
        <DesktopNav excusesActive={onExcusePage} />
        <div className="flex items-center gap-1">
          {/* Without JavaScript a phone's header holds the plain links instead: the footer has the language link. */}
          <LanguageLinks className="max-sm:noscript:hidden" />
          {/* Saving needs JavaScript, so its link does too. */}
          <div className="noscript:hidden">
            <SavedLink />
          </div>
          <div className="flex items-center gap-1 md:hidden">
            {/* Without JavaScript the drawer cannot open: its main links, compact enough for a phone. */}
            <nav aria-label={t.nav.mobile} className="hidden items-center noscript:flex">
              {[links.home, links.excuses, links.generator].map((link) => (
                <a key={link.to} href={link.to} className="nav-link px-2">
                  {link.label}
                </a>
              ))}
            </nav>
            <MobileDrawer />
          </div>
        </div>
      </div>
    </header>
  );
}
