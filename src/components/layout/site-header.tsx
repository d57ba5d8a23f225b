import { Sparkles } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../../route-handle';
import { SITE } from '../../site';
import { DesktopNav } from './desktop-nav';
import { MobileDrawer } from './mobile-drawer';

export function SiteHeader() {
  const onExcusePage = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.excusePage);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-slate-900">
          <span className="inline-flex size-9 items-center justify-center rounded-xl bg-indigo-600 text-white">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          {SITE.brand}
        </Link>
        <DesktopNav excusesActive={onExcusePage} />
        <div className="flex items-center gap-1 md:hidden">
          <nav aria-label="Mobile" className="hidden items-center gap-1 noscript:flex">
            <a href="/" className="nav-link">
              Home
            </a>
            <a href="/#categories" className="nav-link">
              Excuses
            </a>
            <a href="/get-my-excuse" className="nav-link">
              Get Excuse
            </a>
          </nav>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
