import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDictionary } from '../../i18n/dictionaries';
import { LanguageSuggestionLater } from './language-suggestion-later';
import { RouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The root route: header, the matched page, footer and per-navigation effects. */
export function AppShell() {
  const t = useDictionary();
  return (
    <>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t.skipToContent}
        </a>
        <LanguageSuggestionLater />
        <SiteHeader />
        <main id="main" className="flex-1">
          {/* A finished boundary: React hydrates the header and footer in one task, then the page
              in short, interruptible ones instead of one long task a tap would wait behind. */}
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
      </div>
      <RouteEffects />
    </>
  );
}
