import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router';
import { CATALOG } from '../../content/catalog';
import { MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS } from '../../lib/timings';
import { CategoryIcon } from '../category-icon';
import { CategoryPageList } from './category-page-list';
import { EXCUSES_LINK, GENERATOR_LINK, HOME_LINK } from './site-links';

const navLinkClass = ({ isActive }: { isActive: boolean }) => `nav-link ${isActive ? 'nav-link-active' : ''}`;

/**
 * The desktop navigation: Home, the Excuses menu (an 800 px, three-column panel of every
 * category and its pages, opening on hover or click) and Get Excuse.
 */
export function DesktopNav({ excusesActive }: { excusesActive: boolean }) {
  return (
    <NavigationMenu.Root
      aria-label="Main"
      delayDuration={MENU_OPEN_DELAY_MS}
      skipDelayDuration={MENU_SKIP_DELAY_MS}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavLink to={HOME_LINK.to} end className={navLinkClass}>
            {HOME_LINK.label}
          </NavLink>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`nav-link group noscript:hidden ${excusesActive ? 'nav-link-active' : ''}`}>
            Excuses
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
          </NavigationMenu.Trigger>
          {/* Without JavaScript the menu cannot open: link to the full list on the home page. */}
          <a href={EXCUSES_LINK.to} className="nav-link hidden noscript:inline-flex">
            {EXCUSES_LINK.label}
          </a>
          {/* Anchored to the right edge of the nav, which sits at the right of the header. */}
          <NavigationMenu.Content className="absolute top-full right-0 z-50 mt-3 w-[800px] rounded-2xl border border-slate-200 bg-white p-6 shadow-xl">
            <div className="grid grid-cols-3 gap-x-6 gap-y-5">
              {CATALOG.map((category) => (
                <section key={category.id} aria-labelledby={`menu-${category.id}`}>
                  <h2 id={`menu-${category.id}`} className="flex items-center gap-2 text-sm font-bold text-slate-900">
                    <CategoryIcon category={category} size="sm" />
                    {category.title}
                  </h2>
                  <CategoryPageList
                    category={category}
                    className="mt-2 space-y-0.5"
                    linkClassName="block rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-800 focus-visible:bg-indigo-50"
                    wrap={(link) => <NavigationMenu.Link asChild>{link}</NavigationMenu.Link>}
                  />
                </section>
              ))}
            </div>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavLink
            to={GENERATOR_LINK.to}
            className={({ isActive }) => `ml-2 button-primary ${isActive ? 'ring-2 ring-indigo-300 ring-offset-2' : ''}`}
          >
            {GENERATOR_LINK.label}
          </NavLink>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
