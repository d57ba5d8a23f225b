import * as Tooltip from '@radix-ui/react-tooltip';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { RouteEffects } from './route-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Tooltip timings from the spec; toasts stay 2 seconds. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOAST_DURATION_MS = 2000;

/** The root route: header, the matched page, footer, toaster and per-navigation effects. */
export function AppShell() {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <Toaster duration={TOAST_DURATION_MS} position="bottom-center" richColors />
      <RouteEffects />
    </Tooltip.Provider>
  );
}
