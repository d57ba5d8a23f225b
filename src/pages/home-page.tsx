import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { CategoryIcon } from '../components/category-icon';
import { CategoryPageList } from '../components/layout/category-page-list';
import { PageMeta } from '../components/page-meta';
import { Icon } from '../components/ui/icon';
import { CATALOGS } from '../content/catalog';
import { PUBLISHED } from '../content/registry';
import { useDictionary, useLang } from '../i18n/dictionaries';
import { format } from '../i18n/format';
import { langOfPath } from '../i18n/languages';
import { loadPool } from '../lib/load-generator-pool';
import { LOCAL_PATHS } from '../paths';
import type { DailyLoaderData } from './daily-loader';

/** Today's excuse, from the server with the page; on a navigation here, from the excuses' chunk (`pool.ts`), fetched then. */
export const loader = async (args: LoaderFunctionArgs) =>
  (await loadPool(langOfPath(new URL(args.request.url).pathname))).dailyLoader(args);

/** The excuse of the day: its text arrives as the route's data, so this page's code does not carry the pool. */
function ExcuseOfTheDay({ today }: { today: DailyLoaderData }) {
  const t = useDictionary();
  return (
    <section aria-labelledby="excuse-of-the-day" className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
      <div className="card p-5">
        <h2 id="excuse-of-the-day" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="star" className="size-6 text-indigo-600" /> {t.daily.heading}
        </h2>
        <p className="mt-3 text-lg text-slate-800">{today.text}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to={today.sharePath} className="button-primary">
            <Icon name="share" className="size-5" /> {t.daily.open}
          </Link>
          <a href={today.feedPath} className="button-secondary">
            {t.daily.feed}
          </a>
        </div>
      </div>
    </section>
  );
}

function HomePage() {
  const today = useLoaderData() as DailyLoaderData;
  const t = useDictionary();
  const lang = useLang();
  const catalog = CATALOGS[lang];
  const popular = catalog.flatMap((category) => category.pages.filter((page) => page.popular).map((page) => ({ page, category })));
  return (
    <>
      <PageMeta title={t.home.title} path={LOCAL_PATHS[lang].home} />
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t.home.heading}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{t.home.lede}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={LOCAL_PATHS[lang].generator} className="button-primary button-lg">
              <Icon name="sparkles" className="size-5" /> {t.generator.title}
            </Link>
            <a href="#categories" className="button-secondary button-lg">
              {format(t.home.browse, { count: PUBLISHED[lang].length })}
            </a>
          </div>
        </div>
      </section>

      <ExcuseOfTheDay today={today} />

      <section aria-labelledby="popular" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="popular" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="flame" className="size-6 text-orange-500" /> {t.home.popular}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {popular.map(({ page, category }) => (
            <li key={page.path}>
              <Link to={page.path} className="card group flex items-center gap-4 p-4">
                <CategoryIcon category={category} />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 group-hover:text-indigo-700">{t.catalog.pages[page.key]}</span>
                  <span className="block text-sm text-slate-600">{t.catalog.categories[category.id]}</span>
                </span>
                <Icon name="arrow-right" className="size-5 text-slate-400 group-hover:text-indigo-600" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="categories" aria-labelledby="categories-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10 sm:px-6">
        <h2 id="categories-heading" className="text-2xl font-bold text-slate-900">
          {t.home.categories}
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {catalog.map((category) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`} className="card p-5">
              <div className="flex items-center gap-3">
                <CategoryIcon category={category} />
                <h3 id={`category-${category.id}`} className="text-lg font-bold text-slate-900">
                  {t.catalog.categories[category.id]}
                </h3>
              </div>
              <p className="mt-2 text-sm text-slate-600">{t.home.blurbs[category.id]}</p>
              <CategoryPageList
                category={category}
                className="mt-4 space-y-1"
                linkClassName="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-slate-800 hover:bg-indigo-50 hover:text-indigo-800"
                showPopular
              />
            </section>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6">
        <h2 className="text-2xl font-bold text-slate-900">{t.home.closingHeading}</h2>
        <p className="mt-3 text-slate-600">{t.home.closing}</p>
      </section>
    </>
  );
}

/** The route's properties, as its lazy route takes them. */
export { HomePage as Component };
