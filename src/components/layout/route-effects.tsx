import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportPageView } from '../../lib/analytics';

/**
 * On every route change: scroll to the top (or to the `#anchor` the link named) and report a
 * page view. A jump between anchors on the same page changes only the hash, which is left to
 * the browser.
 */
export function RouteEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const anchor = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    // At once: a new page arriving at its anchor is not a jump to animate.
    if (anchor) anchor.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo(0, 0);
    reportPageView(`${pathname}${search}`, document.title);
  }, [pathname, search]);
  return null;
}
