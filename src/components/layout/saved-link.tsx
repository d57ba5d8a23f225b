import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { readSaved, SAVED_CHANGED } from '../../lib/saved';
import { PATHS } from '../../paths';

/** The header's link to saved excuses, with their count once the browser has read it. */
export function SavedLink() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const refresh = () => setCount(readSaved().length);
    refresh();
    window.addEventListener(SAVED_CHANGED, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(SAVED_CHANGED, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return (
    <Link to={PATHS.saved} className="nav-link px-2" aria-label={count ? `Saved excuses: ${count}` : 'Saved excuses'}>
      <Star aria-hidden="true" className="size-5" />
      {count ? (
        <span data-testid="saved-count" className="min-w-5 rounded-full bg-amber-500 px-1.5 text-center text-xs font-bold text-white">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
