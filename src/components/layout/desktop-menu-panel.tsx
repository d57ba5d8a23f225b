import { CATALOGS } from '../../content/catalog';
import { useDictionary, useLang } from '../../i18n/dictionaries';
import { CategoryIcon } from '../category-icon';
import { CategoryPageList } from './category-page-list';

/**
 * The open Excuses menu: every category and its pages in three columns. Its code loads when the
 * page is idle or a pointer nears the menu, not with the page (`desktop-nav.tsx`).
 */
export default function DesktopMenuPanel() {
  const lang = useLang();
  const t = useDictionary();
  return (
    <div className="grid grid-cols-3 gap-x-6 gap-y-5">
      {CATALOGS[lang].map((category) => (
        <section key={category.id} aria-labelledby={`menu-${category.id}`}>
          <h2 id={`menu-${category.id}`} className="flex items-center gap-2 text-sm font-bold text-slate-900">
            <CategoryIcon category={category} size="sm" />
            {t.catalog.categories[category.id]}
          </h2>
          <CategoryPageList
            category={category}
            className="mt-2 space-y-0.5"
            linkClassName="block rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-800 focus-visible:bg-indigo-50"
          />
        </section>
      ))}
    </div>
  );
}
