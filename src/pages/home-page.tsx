import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { CategoryIcon } from '../components/category-icon';
import { CategoryPageList } from '../components/layout/category-page-list';
import { PageMeta } from '../components/page-meta';
import { Icon } from '../components/ui/icon';
import { CATALOG } from '../content/catalog';
import { CATEGORY_BLURBS } from '../content/category-blurbs';
import { PUBLISHED_PAGES } from '../content/registry';
import { loadChunk } from '../lib/stale-build';
import { PATHS } from '../paths';
import type { DailyLoaderData } from './daily-loader';

const POPULAR = CATALOG.flatMap((category) => category.pages.filter((page) => page.popular).map((page) => ({ page, category })));
const PAGE_COUNT = PUBLISHED_PAGES.length;

/** Today's excuse, from the server with the page; on a navigation here, from the excuses' chunk (`pool.ts`), fetched then. */
export const loader = async (args: LoaderFunctionArgs) => (await loadChunk(PATHS.home, () => import('../lib/pool'))).dailyLoader(args);

/** The excuse of the day: its text arrives as the route's data, so this page's code does not carry the pool. */
function ExcuseOfTheDay({ today }: { today: DailyLoaderData }) {
  return (
    <section aria-labelledby="excuse-of-the-day" className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
      <div className="card p-5">
        <h2 id="excuse-of-the-day" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="star" className="size-6 text-indigo-600" /> Excuse of the day
        </h2>
        <p className="mt-3 text-lg text-slate-800">{today.text}</p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to={today.sharePath} className="button-primary">
            <Icon name="share" className="size-5" /> Open and share it
          </Link>
          <a href={today.feedPath} className="button-secondary">
            Follow the feed
          </a>
        </div>
      </div>
    </section>
  );
}

function HomePage() {
  const today = useLoaderData() as DailyLoaderData;
  return (
    <>
      <PageMeta title="Ready-Made Excuses for Every Situation" path={PATHS.home} />
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">The right excuse, ready when you need it</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Polite ways out of meetings, plans, parties and homework, plus a generator for when you need something new. Copy one, tweak it,
            send it.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={PATHS.generator} className="button-primary button-lg">
              <Icon name="sparkles" className="size-5" /> Get My Excuse
            </Link>
            <a href="#categories" className="button-secondary button-lg">
              Browse {PAGE_COUNT} excuse pages
            </a>
          </div>
        </div>
      </section>

      <ExcuseOfTheDay today={today} />

      <section aria-labelledby="popular" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="popular" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Icon name="flame" className="size-6 text-orange-500" /> Most Popular
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {POPULAR.map(({ page, category }) => (
            <li key={page.path}>
              <Link to={page.path} className="card group flex items-center gap-4 p-4">
                <CategoryIcon category={category} />
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900 group-hover:text-indigo-700">{page.title}</span>
                  <span className="block text-sm text-slate-600">{category.title}</span>
                </span>
                <Icon name="arrow-right" className="size-5 text-slate-400 group-hover:text-indigo-600" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="categories" aria-labelledby="categories-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10 sm:px-6">
        <h2 id="categories-heading" className="text-2xl font-bold text-slate-900">
          Browse All Categories
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {CATALOG.map((category) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`} className="card p-5">
              <div className="flex items-center gap-3">
                <CategoryIcon category={category} />
                <h3 id={`category-${category.id}`} className="text-lg font-bold text-slate-900">
                  {category.title}
                </h3>
              </div>
              <p className="mt-2 text-sm text-slate-600">{CATEGORY_BLURBS[category.id]}</p>
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
        <h2 className="text-2xl font-bold text-slate-900">Small excuses for small things</h2>
        <p className="mt-3 text-slate-600">
          Everyone needs a graceful way out now and then: a meeting that could have been an email, a party after a long week, a group chat
          you're not ready to answer. That's what our excuses are for. When something really matters, the truth is usually the kinder
          choice, and you'll find honest options on many of our pages too.
        </p>
      </section>
    </>
  );
}

/** The route's properties, as its lazy route takes them. */
export { HomePage as Component };
