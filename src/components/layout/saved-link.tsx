import { Link } from 'react-router';
import { useSavedExcuses } from '../../hooks/use-saved';
import { useDictionary, useLang } from '../../i18n/dictionaries';
import { format } from '../../i18n/format';
import { LOCAL_PATHS } from '../../paths';
import { Icon } from '../ui/icon';

/** The header's link to saved excuses, with their count once the browser has read it. */
export function SavedLink() {
  const [items] = useSavedExcuses();
  const count = items?.length ?? null;
  const t = useDictionary();
  const lang = useLang();
  return (
    <Link
      to={LOCAL_PATHS[lang].saved}
      className="nav-link px-2"
      aria-label={count ? format(t.nav.savedCount, { count }) : t.nav.savedExcuses}
    >
      <Icon name="star" className="size-5" />
      {count ? (
        <span data-testid="saved-count" className="min-w-5 rounded-full bg-amber-500 px-1.5 text-center text-xs font-bold text-white">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
