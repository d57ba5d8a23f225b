import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { useDictionary, useLang } from '../i18n/dictionaries';
import { LOCAL_PATHS } from '../paths';
import { useSite } from '../site-context';
import { NotFoundScreen } from './not-found-screen';

/** The root error boundary: the routing layer's 'Unexpected Application Error!' screen. */
export function ErrorPage() {
  const error = useRouteError();
  const { showErrorDetails } = useSite();
  const t = useDictionary();
  const lang = useLang();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = showErrorDetails && error instanceof Error ? error.stack : undefined;
  return (
    <>
      <PageMeta title={t.error.title} description={t.error.description} />
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-2xl font-bold text-red-700">{t.error.heading}</h1>
        <p className="mt-3 text-lg text-slate-800">{message}</p>
        {stack ? <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{stack}</pre> : null}
        <p className="mt-6 text-slate-600">
          {t.error.before}
          <a href={LOCAL_PATHS[lang].home} className="font-semibold text-indigo-700 underline">
            {t.error.link}
          </a>
          .
        </p>
      </div>
    </>
  );
}
