import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useLang } from '../../i18n/dictionaries';
import { reportPageView } from '../../lib/analytics';

/**
 * On every route change: scroll to the top (or to the `#anchor` the link named) and report a
 * page view. A jump between anchors on the same page changes only the hash, which is left to
 * the browser. When the page first hydrates, the visitor may already have scrolled (or the
 * browser restored a position on reload): only an anchor is honoured then, never the top.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  const hydrated = useRef(false);
  const lang = useLang();
  // A navigation into the other language changes the document's language with the page.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useEffect(() => {
    const anchor = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    // At once: a new page arriving at its anchor is not a jump to animate.
    if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    else if (hydrated.current) window.scrollTo(0, 0);
    hydrated.current = true;
    reportPageView(`${pathname}${search}`, document.title);
  }, [pathname, search]);
  return null;
}
