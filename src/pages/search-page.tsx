import { type FormEvent, useEffect, useRef, useState } from 'react';
import { data, Form, Link, type LoaderFunctionArgs, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { CategoryIcon } from '../components/category-icon';
import { PageLayout } from '../components/layout/page-layout';
import { searchHitsHtml } from '../components/ui/excuse-markup';
import { Icon } from '../components/ui/icon';
import { WidgetProviders } from '../components/ui/widget-providers';
import { CATALOGS } from '../content/catalog';
import { useExcuseListActions } from '../hooks/use-excuse-list-actions';
import { useDictionary, useLang } from '../i18n/dictionaries';
import { format, plural } from '../i18n/format';
import { langOfPath } from '../i18n/languages';
import type { ParameterError } from '../lib/generator-query';
import { MAX_QUERY_LENGTH, type SearchResults } from '../lib/search';
import { parseSearchQuery } from '../lib/search-query';
import { LOCAL_PATHS } from '../paths';

export type SearchLoaderData =
  | { kind: 'prompt' }
  | { kind: 'results'; results: SearchResults }
  | { kind: 'invalid'; error: ParameterError };

/** Results appear this long after the visitor stops typing. */
const TYPING_PAUSE_MS = 250;

/**
 * The server searches its in-memory index; in the browser the same ranking comes from
 * `/api/search`, so the page's JavaScript never carries the index.
 */
async function searchLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const parsed = parseSearchQuery(url.searchParams, { api: false, lang });
  if (!parsed.ok) return data<SearchLoaderData>({ kind: 'invalid', error: parsed.error }, { status: 400 });
  if (!parsed.query) return data<SearchLoaderData>({ kind: 'prompt' });
  let results: SearchResults;
  if (import.meta.env.SSR) {
    const { searchSite } = await import('../server/search-index');
    results = searchSite(parsed.query, lang);
  } else {
    const response = await fetch(`/api/search?${new URLSearchParams({ q: parsed.query, lang })}`, { signal: request.signal });
    if (!response.ok) throw new Error(`Search failed with ${response.status}`);
    results = (await response.json()) as SearchResults;
  }
  return data<SearchLoaderData>({ kind: 'results', results });
}

function SearchPage() {
  const loaderData = useLoaderData() as SearchLoaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const lists = useRef<HTMLDivElement>(null);
  useExcuseListActions(lists);
  const t = useDictionary();

  return (
    <WidgetProviders>
      <PageLayout title={t.search.title} description={t.search.description}>
        <SearchForm initial={params.get('q') ?? ''} />
        <div ref={lists} aria-live="polite" aria-busy={navigation.state === 'loading'} className="mt-8">
          <SearchBody loaderData={loaderData} />
        </div>
      </PageLayout>
    </WidgetProviders>
  );
}

/** A GET form (it works without JavaScript); with it, results follow the typing, and the URL follows the query. */
function SearchForm({ initial }: { initial: string }) {
  const [, setParams] = useSearchParams();
  const [value, setValue] = useState(initial);
  const t = useDictionary();
  const lang = useLang();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setValue(initial), [initial]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onInput = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() !== initial.trim()) setParams(next.trim() ? { q: next } : {});
    }, TYPING_PAUSE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    setParams(value.trim() ? { q: value } : {});
  };

  return (
    <Form
      method="get"
      action={LOCAL_PATHS[lang].search}
      role="search"
      aria-label={t.search.pageFormLabel}
      onSubmit={onSubmit}
      className="flex gap-2"
    >
      <label htmlFor="search-page-query" className="sr-only">
        {t.search.inputLabel}
      </label>
      <input
        id="search-page-query"
        name="q"
        type="search"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => onInput(event.target.value)}
        placeholder={t.search.pagePlaceholder}
        autoComplete="off"
        className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm focus:border-indigo-500"
      />
      <button type="submit" className="button-primary px-5">
        <Icon name="search" className="size-5" /> {t.search.submit}
      </button>
    </Form>
  );
}

function SearchBody({ loaderData }: { loaderData: SearchLoaderData }) {
  const t = useDictionary();
  const lang = useLang();
  if (loaderData.kind === 'invalid') {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        {t.search.cannotRun}
        {loaderData.error.message}
      </p>
    );
  }
  if (loaderData.kind === 'prompt') {
    return (
      <section aria-labelledby="search-popular">
        <p className="text-slate-700">{t.search.prompt}</p>
        <h2 id="search-popular" className="mt-6 font-bold text-slate-900">
          {t.search.popularPages}
        </h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {CATALOGS[lang]
            .flatMap((category) => category.pages.filter((page) => page.popular))
            .map((page) => (
              <li key={page.path}>
                <Link to={page.path} className="card block p-3 font-semibold text-slate-800 hover:text-indigo-700">
                  {t.catalog.pages[page.key]}
                </Link>
              </li>
            ))}
        </ul>
      </section>
    );
  }
  const { results } = loaderData;
  if (results.total === 0) {
    return (
      <section aria-labelledby="search-none">
        <h2 id="search-none" className="text-xl font-bold text-slate-900">
          {format(t.search.none, { query: results.query })}
        </h2>
        <p className="mt-2 text-slate-700">{t.search.noneHint}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {CATALOGS[lang].map((category) => (
            <li key={category.id}>
              <Link
                to={`${LOCAL_PATHS[lang].home}#category-${category.id}`}
                className="card flex items-center gap-3 p-3 font-semibold text-slate-800"
              >
                <CategoryIcon category={category} size="sm" /> {t.catalog.categories[category.id]}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const shown = results.groups.reduce((sum, group) => sum + group.hits.length, 0);
  return (
    <>
      <p className="text-slate-700">
        {plural(t.search.matches, results.total, { query: results.query })}
        {shown < results.total ? format(t.search.bestShown, { shown }) : '.'}
      </p>
      {results.groups.map((group) => (
        <section key={group.path} aria-labelledby={`results-${group.path}`} className="mt-8">
          <h2 id={`results-${group.path}`} className="text-xl font-bold text-slate-900">
            <Link to={group.path} className="hover:text-indigo-700">
              {group.title}
            </Link>
          </h2>
          <ol
            className="mt-3 space-y-3"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped search hits, the same string on server and client
            dangerouslySetInnerHTML={{ __html: searchHitsHtml(group.hits, group.title, t) }}
          />
        </section>
      ))}
    </>
  );
}

/** The route's properties, as its lazy route takes them. */
export { SearchPage as Component, searchLoader as loader };
