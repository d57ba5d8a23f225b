import type { FaqItem } from '../../content/types';
import { useDictionary } from '../../i18n/dictionaries';
import { cleanText } from '../../lib/text';
import { Icon } from '../ui/icon';
import { SectionHeading } from './section-heading';

/**
 * One answer open at a time, collapsible: native `<details>` sharing a `name`, so it works before
 * and without JavaScript and costs no script. Answers are always in the HTML for crawlers.
 */
export function FaqSection({ items, number }: { items: readonly FaqItem[]; number?: number }) {
  const t = useDictionary();
  return (
    <section id="faq" aria-labelledby="faq-heading" className="later-section mb-12">
      <SectionHeading id="faq" number={number} title={t.excusePage.faqHeading} />
      <div className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} name="faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {cleanText(item.question)}
              <Icon name="chevron-down" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{cleanText(item.answer)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
