import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { CATALOGS } from '../../content/catalog';
import { useDictionary, useLang } from '../../i18n/dictionaries';
import { SITE } from '../../site';
import { CategoryIcon } from '../category-icon';
import { Icon } from '../ui/icon';
import { CategoryPageList } from './category-page-list';
import { LanguageLinks } from './language-links';
import { SearchBox } from './search-box';
import { siteLinks } from './site-links';

export interface DrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer itself: the same links as the desktop menu, categories as a one-open, collapsible
 * accordion. Loaded the first time a visitor opens the menu, so pages do not carry its code.
 */
export default function DrawerPanel({ open, onOpenChange, pathname, returnFocusTo }: DrawerPanelProps) {
  const lang = useLang();
  const t = useDictionary();
  const links = siteLinks(lang);
  const current = CATALOGS[lang].find((category) => category.pages.some((page) => page.path === pathname));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          // There is no Dialog.Trigger (the button lives in the shell): hand focus back to it on close.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-sm flex-col overflow-y-auto bg-white shadow-2xl data-[state=open]:animate-slide-in"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-slate-900">{SITE.brand}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t.nav.closeMenu}>
              <Icon name="x" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t.nav.drawerDescription}</Dialog.Description>
          <SearchBox id="drawer-search" className="px-4 pt-4" />
          <nav aria-label={t.nav.mobile} className="flex flex-col gap-1 p-4">
            {[links.home, links.generator].map((link) => (
              <NavLink key={link.to} to={link.to} end className="drawer-link">
                {link.label}
              </NavLink>
            ))}
            <h2 className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.nav.excuses}</h2>
            <Accordion.Root type="single" collapsible defaultValue={current?.id}>
              {CATALOGS[lang].map((category) => (
                <Accordion.Item key={category.id} value={category.id} className="border-b border-slate-100">
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left font-semibold text-slate-800 hover:bg-slate-50">
                      <CategoryIcon category={category} size="sm" />
                      <span className="flex-1">{t.catalog.categories[category.id]}</span>
                      <Icon name="chevron-down" className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="pb-2">
                    <CategoryPageList
                      category={category}
                      currentPath={pathname}
                      linkClassName="block rounded-md py-2 pr-3 pl-13 text-slate-700 hover:bg-indigo-50 hover:text-indigo-800"
                    />
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
            <LanguageLinks className="mt-4 px-3" />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
