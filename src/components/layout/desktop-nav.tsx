import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useDictionary, useLang } from '../../i18n/dictionaries';
import { whenIdle } from '../../lib/idle';
import { MENU_CLOSE_DELAY_MS, MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from '../../lib/timings';
import { Icon } from '../ui/icon';
import { siteLinks } from './site-links';

/** The open menu's code, fetched when the page is idle or a pointer nears the menu, whichever is first. */
const loadMenuPanel = () => import('./desktop-menu-panel');
const MenuPanel = lazy(loadMenuPanel);

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link ${isActive ? 'nav-link-active' : ''}`;

/**
 * Open and closed state of a hover-or-click menu: hovering opens it after a delay (at once when it
 * closed only moments ago, so moving back feels instant), leaving closes it after a short grace,
 * and a click toggles it at once, except that the first click on a menu hovering opened keeps it
 * open (the pointer got there first; the click means "yes, this one"). A disclosure button and a
 * panel, with no menu library.
 */
function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  const openedByHover = useRef(false);

  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
  };
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    closedAt.current = Date.now();
    openedByHover.current = false;
    setOpen(false);
  }, []);
  const showOnHover = () => {
    openedByHover.current = true;
    show();
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    hide,
    toggle: () => {
      if (open && openedByHover.current) openedByHover.current = false;
      else if (open) hide();
      else show();
    },
    hoverIn: () => (Date.now() - closedAt.current < MENU_SKIP_DELAY_MS ? showOnHover() : later(showOnHover, MENU_OPEN_DELAY_MS)),
    hoverOut: () => later(hide, MENU_CLOSE_DELAY_MS),
  };
}

/**
 * The desktop navigation: Home, the Excuses menu (an 800 px, three-column panel of every
 * category and its pages, opening on hover or click) and Get Excuse. Escape, a click elsewhere,
 * focus moving away or following a link closes the menu.
 */
export function DesktopNav({ excusesActive }: { excusesActive: boolean }) {
  const menu = useHoverMenu();
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const lang = useLang();
  const t = useDictionary();
  const links = siteLinks(lang);

  const { hide } = menu;
  // biome-ignore lint/correctness/useExhaustiveDependencies: following a link (a new path) closes the menu
  useEffect(() => hide(), [pathname, hide]);
  // Ready before the first open, and for offline use once the page has been seen.
  useEffect(() => whenIdle(() => void loadMenuPanel().catch(() => {})), []);

  useEffect(() => {
    if (!menu.open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      hide();
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [menu.open, hide]);

  return (
    <nav aria-label={t.nav.main} className="relative hidden md:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={links.home.to} end className={navLinkClass}>
            {links.home.label}
          </NavLink>
        </li>
        <li
          ref={item}
          onPointerEnter={(event) => {
            loadMenuPanel().catch(() => {}); // retried when the menu renders
            if (event.pointerType === 'mouse') menu.hoverIn();
          }}
          onPointerLeave={(event) => event.pointerType === 'mouse' && menu.hoverOut()}
          onBlur={(event) => {
            if (!item.current?.contains(event.relatedTarget as Node | null)) menu.hide();
          }}
        >
          <button
            ref={trigger}
            type="button"
            aria-expanded={menu.open}
            aria-controls={panelId}
            data-state={menu.open ? 'open' : 'closed'}
            onClick={menu.toggle}
            className={`nav-link group noscript:hidden ${excusesActive ? 'nav-link-active' : ''}`}
          >
            {t.nav.excuses}
            <Icon name="chevron-down" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </button>
          {/* Without JavaScript the menu cannot open: link to the full list on the home page. */}
          <a href={links.excuses.to} className="nav-link hidden noscript:inline-flex">
            {links.excuses.label}
          </a>
          {/* Anchored to the right edge of the nav, which sits at the right of the header. */}
          <div
            id={panelId}
            hidden={!menu.open}
            data-state={menu.open ? 'open' : 'closed'}
            className="absolute top-full right-0 z-50 mt-3 w-[800px] rounded-2xl border border-slate-200 bg-white p-6 shadow-xl"
          >
            {menu.open ? (
              <Suspense fallback={null}>
                <MenuPanel />
              </Suspense>
            ) : null}
          </div>
        </li>
        <li>
          <NavLink
            to={links.generator.to}
            className={({ isActive }) => `ml-2 button-primary ${isActive ? 'ring-2 ring-indigo-300 ring-offset-2' : ''}`}
          >
            {links.generator.label}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
