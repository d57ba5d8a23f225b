import { Link } from 'react-router';
import { useDictionary } from '../../i18n/dictionaries';
import { Icon } from '../ui/icon';

export interface BreadcrumbItem {
  name: string;
  /** Site path; the last item (the current page) has none. */
  path?: string;
}

export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = useDictionary();
  return (
    <nav aria-label={t.excusePage.breadcrumb} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-1">
            {index > 0 ? <Icon name="chevron-right" className="size-4 text-slate-400" /> : null}
            {item.path ? (
              <Link to={item.path} className="hover:text-indigo-700 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-800">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
