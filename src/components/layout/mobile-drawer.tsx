import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDictionary } from '../../i18n/dictionaries';
import { Icon } from '../ui/icon';

const DrawerPanel = lazy(() => import('./mobile-drawer-panel'));

/** Below the md breakpoint: a menu button that opens the drawer (its code loads on the first open). */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const t = useDictionary();
  // Following a link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button noscript:hidden"
        aria-label={t.nav.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onOpenChange={setOpen} pathname={pathname} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
