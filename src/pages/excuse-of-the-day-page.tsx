import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageLayout } from '../components/layout/page-layout';
import { Icon } from '../components/ui/icon';
import { useDictionary, useLang } from '../i18n/dictionaries';
import { format } from '../i18n/format';
import { langOfPath } from '../i18n/languages';
import { loadPool } from '../lib/load-generator-pool';
import { LOCAL_PATHS } from '../paths';
import type { DailyLoaderData } from './daily-loader';

/** Today's excuse, from the server with the page; on a navigation here, from the excuses' chunk (`pool.ts`), fetched then. */
export const loader = async (args: LoaderFunctionArgs) =>
  (await loadPool(langOfPath(new URL(args.request.url).pathname))).dailyLoader(args);

/** The excuse of the day at an address that stays the same: a new one every UTC midnight. */
function ExcuseOfTheDayPage() {
  const today = useLoaderData() as DailyLoaderData;
  const t = useDictionary();
  const paths = LOCAL_PATHS[useLang()];
  return (
    <PageLayout
      title={t.daily.title}
      description={format(t.daily.description, { text: today.text })}
      lede={t.daily.lede}
      path={paths.excuseOfTheDay}
      // A link preview shows the excuse itself, on its own card.
      image={{ path: today.cardPath, alt: format(t.daily.imageAlt, { text: today.text }) }}
    >
      <figure className="card p-5 sm:p-6">
        <figcaption className="text-sm font-semibold text-indigo-700">
          <time dateTime={today.date}>{today.dateLabel}</time> ({today.kind})
        </figcaption>
        <blockquote className="mt-3 text-xl text-slate-900">{today.text}</blockquote>
      </figure>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={today.sharePath} className="button-primary">
          <Icon name="share" className="size-5" /> {t.daily.open}
        </Link>
        <Link to={paths.generator} className="button-secondary">
          <Icon name="sparkles" className="size-5" /> {t.daily.another}
        </Link>
        <a href={today.feedPath} className="button-secondary">
          {t.daily.feed}
        </a>
      </div>
    </PageLayout>
  );
}

/** The route's properties, as its lazy route takes them. */
export { ExcuseOfTheDayPage as Component };
