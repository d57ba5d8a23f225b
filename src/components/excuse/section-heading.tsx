import { useDictionary } from '../../i18n/dictionaries';
import { Icon } from '../ui/icon';

/** A numbered `<h2>` for one part of an excuse page. */
export function SectionHeading({ id, number, title, aside }: { id: string; number?: number; title: string; aside?: string }) {
  return (
    <h2 id={`${id}-heading`} className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold text-slate-900">
      <span>
        {number === undefined ? null : <span className="text-indigo-600">{number}. </span>}
        {title}
      </span>
      {aside ? <span className="text-sm font-medium text-slate-500">{aside}</span> : null}
    </h2>
  );
}

export function BackToTop() {
  const t = useDictionary();
  return (
    <p className="mt-4 text-right">
      {/* At least 24 px tall, a thumb's target (WCAG 2.5.8): the text alone is 20. */}
      <a href="#top" className="inline-flex items-center gap-1 py-2 text-sm font-medium text-indigo-700 hover:underline">
        <Icon name="arrow-up" className="size-4" /> {t.list.backToTop}
      </a>
    </p>
  );
}
