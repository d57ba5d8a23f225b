import { Link } from 'react-router';
import type { Category } from '../../content/catalog';
import { useDictionary } from '../../i18n/dictionaries';

export interface CategoryPageListProps {
  category: Category;
  className?: string;
  linkClassName: string;
  /** The page being shown, marked `aria-current`. */
  currentPath?: string;
  /** Show the Popular badge on flagged pages. */
  showPopular?: boolean;
}

/** One category's pages as a list of links: the desktop menu, the drawer and the home page all draw it. */
export function CategoryPageList({ category, className, linkClassName, currentPath, showPopular }: CategoryPageListProps) {
  const t = useDictionary();
  return (
    <ul className={className}>
      {category.pages.map((page) => {
        return (
          <li key={page.path}>
            <Link to={page.path} className={linkClassName} aria-current={page.path === currentPath ? 'page' : undefined}>
              {t.catalog.pages[page.key]}
              {showPopular && page.popular ? <span className="badge-popular">{t.nav.popular}</span> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
