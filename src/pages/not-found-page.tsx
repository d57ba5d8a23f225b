import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { Icon } from '../components/ui/icon';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageMeta title="Page Not Found" description="This page does not exist." />
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <p className="text-7xl font-black text-indigo-600">404</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Oops! Page not found</h1>
        <p className="mt-2 text-slate-600">The page you asked for does not exist. It may have moved, or the link may have a typo.</p>
        <Link to="/" className="button-primary button-lg mt-8">
          <Icon name="home" className="size-5" /> Return to Home
        </Link>
      </div>
    </>
  );
}
