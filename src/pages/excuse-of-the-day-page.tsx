import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageLayout } from '../components/layout/page-layout';
import { Icon } from '../components/ui/icon';
import { loadChunk } from '../lib/stale-build';
import { PATHS } from '../paths';
import type { DailyLoaderData } from './daily-loader';

/** Today's excuse, from the server with the page; on a navigation here, from the excuses' chunk (`pool.ts`), fetched then. */
export const loader = async (args: LoaderFunctionArgs) =>
  (await loadChunk(PATHS.excuseOfTheDay, () => import('../lib/pool'))).dailyLoader(args);

/** The excuse of the day at an address that stays the same: a new one every UTC midnight. */
function ExcuseOfTheDayPage() {
  const today = useLoaderData() as DailyLoaderData;
  return (
    <PageLayout
      title="Excuse of the Day"
      description={`Today's excuse: ${today.text}`}
      lede="One ready-made excuse a day, the same for everyone, new at midnight UTC."
      path={PATHS.excuseOfTheDay}
      // A link preview shows the excuse itself, on its own card.
      image={{ path: today.cardPath, alt: `Excuse of the day: ${today.text}` }}
    >
      <figure className="card p-5 sm:p-6">
        <figcaption className="text-sm font-semibold text-indigo-700">
          <time dateTime={today.date}>{today.dateLabel}</time> ({today.kind})
        </figcaption>
        <blockquote className="mt-3 text-xl text-slate-900">{today.text}</blockquote>
      </figure>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={today.sharePath} className="button-primary">
          <Icon name="share" className="size-5" /> Open and share it
        </Link>
        <Link to={PATHS.generator} className="button-secondary">
          <Icon name="sparkles" className="size-5" /> Get another excuse
        </Link>
        <a href={today.feedPath} className="button-secondary">
          Follow the feed
        </a>
      </div>
    </PageLayout>
  );
}

/** The route's properties, as its lazy route takes them. */
export { ExcuseOfTheDayPage as Component };
