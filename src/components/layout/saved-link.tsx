import { Link } from 'react-router';
import { useSavedExcuses } from '../../hooks/use-saved';
import { PATHS } from '../../paths';
import { Icon } from '../ui/icon';

/** The header's link to saved excuses, with their count once the browser has read it. */
export function SavedLink() {
  const [items] = useSavedExcuses();
  const count = items?.length ?? null;
  return (
    <Link to={PATHS.saved} className="nav-link px-2" aria-label={count ? `Saved excuses: ${count}` : 'Saved excuses'}>
      <Icon name="star" className="size-5" />
      {count ? (
        <span data-testid="saved-count" className="min-w-5 rounded-full bg-amber-500 px-1.5 text-center text-xs font-bold text-white">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
