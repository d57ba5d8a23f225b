import { Form } from 'react-router';
import { MAX_QUERY_LENGTH } from '../../lib/search';
import { PATHS } from '../../paths';
import { Icon } from '../ui/icon';

/** A plain GET form to /search: it works without JavaScript, and with it navigates in place. */
export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  return (
    <Form method="get" action={PATHS.search} role="search" aria-label="Site search" className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search excuses
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search excuses"
        autoComplete="off"
        className="w-full min-w-0 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500"
      />
      <button
        type="submit"
        aria-label="Search"
        className="rounded-r-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-700 hover:bg-slate-100"
      >
        <Icon name="search" className="size-4" />
      </button>
    </Form>
  );
}
