import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Icon } from '../components/ui/icon';
import { useDictionary, useLang } from '../i18n/dictionaries';
import { LOCAL_PATHS } from '../paths';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useDictionary();
  const lang = useLang();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageMeta title={t.notFound.title} description={t.notFound.description} />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <p className="text-7xl font-black text-indigo-600">404</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t.notFound.heading}</h1>
        <p className="mt-2 text-slate-600">{t.notFound.text}</p>
        <Link to={LOCAL_PATHS[lang].home} className="button-primary button-lg mt-8">
          <Icon name="home" className="size-5" /> {t.notFound.home}
        </Link>
      </div>
    </>
  );
}
