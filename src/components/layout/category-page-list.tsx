import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CatalogPage, Category } from '../../content/catalog';

export interface CategoryPageListProps {
  category: Category;
  className?: string;
  linkClassName: string;
  /** The page being shown, marked `aria-current`. */
  currentPath?: string;
  /** Show the Popular badge on flagged pages. */
  showPopular?: boolean;
  /** Wraps each link, for example in the navigation menu's own link element. */
  wrap?: (link: ReactNode, page: CatalogPage) => ReactNode;
}

/** One category's pages as a list of links: the desktop menu, the drawer and the home page all draw it. */
export function CategoryPageList({ category, className, linkClassName, currentPath, showPopular, wrap }: CategoryPageListProps) {
  return (
    <ul className={className}>
      {category.pages.map((page) => {
        const link = (
          <Link to={page.path} className={linkClassName} aria-current={page.path === currentPath ? 'page' : undefined}>
            {page.title}
            {showPopular && page.popular ? <span className="badge-popular">Popular</span> : null}
          </Link>
        );
        return <li key={page.path}>{wrap ? wrap(link, page) : link}</li>;
      })}
    </ul>
  );
}
