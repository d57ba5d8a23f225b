import { Form } from 'react-router';
import { useDictionary, useLang } from '../../i18n/dictionaries';
import { MAX_QUERY_LENGTH } from '../../lib/search';
import { LOCAL_PATHS } from '../../paths';
import { Icon } from '../ui/icon';

/** A plain GET form to /search: it works without JavaScript, and with it navigates in place. */
export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  const t = useDictionary();
  const lang = useLang();
  return (
    <Form
      method="get"
      action={LOCAL_PATHS[lang].search}
      role="search"
      aria-label={t.search.formLabel}
      className={`flex items-center ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t.search.inputLabel}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t.search.placeholder}
        autoComplete="off"
        className="w-full min-w-0 rounded-l-lg border border-r-0 border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500"
      />
      <button
        type="submit"
        aria-label={t.search.submit}
        className="rounded-r-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-700 hover:bg-slate-100"
      >
        <Icon name="search" className="size-4" />
      </button>
    </Form>
  );
}
