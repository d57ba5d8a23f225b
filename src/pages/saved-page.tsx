import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageLayout } from '../components/layout/page-layout';
import { ExcuseActions } from '../components/ui/excuse-actions';
import { WidgetProviders } from '../components/ui/widget-providers';
import { useExcuseListActions } from '../hooks/use-excuse-list-actions';
import { useSavedExcuses } from '../hooks/use-saved';
import { useDictionary, useLang } from '../i18n/dictionaries';
import { format, plural } from '../i18n/format';
import { keepExisting } from '../lib/saved';
import { LOCAL_PATHS } from '../paths';

/**
 * The excuses saved in this browser. The server cannot know them, so it renders the page without
 * the list and the browser fills it in after hydration.
 */
function SavedPage() {
  const [items, setItems] = useSavedExcuses();
  const list = useRef<HTMLDivElement>(null);
  const t = useDictionary();
  const paths = LOCAL_PATHS[useLang()];
  useExcuseListActions(list);

  useEffect(() => {
    // Drop excuses an edit has removed from the site (the list of references is the same for everyone).
    fetch('/api/excuse-refs')
      .then((response) => (response.ok ? (response.json() as Promise<{ refs: string[] }>) : null))
      .then((body) => {
        if (body) setItems(keepExisting(new Set(body.refs)));
      })
      .catch(() => {});
  }, [setItems]);

  return (
    <WidgetProviders>
      <PageLayout title={t.saved.title} description={t.saved.description}>
        <p className="hidden rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 noscript:block">{t.saved.noscript}</p>
        <div ref={list} aria-live="polite">
          {items === null ? null : items.length === 0 ? (
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
              <p className="font-semibold text-slate-900">{t.saved.empty}</p>
              <p className="mt-2">
                {t.saved.emptyBefore}
                <Link to={paths.search} className="font-semibold text-indigo-700 underline">
                  {t.saved.search}
                </Link>
                {t.saved.or}
                <Link to={paths.generator} className="font-semibold text-indigo-700 underline">
                  {t.saved.generator}
                </Link>
                .
              </p>
            </div>
          ) : (
            <>
              <p className="text-slate-700">{plural(t.saved.count, items.length)}</p>
              <ol className="mt-4 space-y-3">
                {items.map((item) => (
                  <li key={item.ref} className="excuse-item" data-ref={item.ref} data-page-title={item.pageTitle}>
                    <div className="flex-1">
                      <p className="leading-relaxed text-slate-800">{item.text}</p>
                      <a href={item.ref} className="mt-1 inline-block text-sm text-indigo-700 underline underline-offset-4">
                        {format(t.saved.from, { title: item.pageTitle })}
                      </a>
                    </div>
                    <ExcuseActions saved />
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      </PageLayout>
    </WidgetProviders>
  );
}

/** The route's properties, as its lazy route takes them. */
export { SavedPage as Component };
