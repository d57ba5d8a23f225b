import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../content/types';
import { cleanText } from '../../lib/text';
import { SectionHeading } from './section-heading';

/**
 * One answer open at a time, collapsible. Answers are always in the HTML (forceMount) so
 * crawlers and visitors without JavaScript read them; styles.css hides the closed ones.
 */
export function FaqSection({ items, number }: { items: readonly FaqItem[]; number?: number }) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="mb-12">
      <SectionHeading id="faq" number={number} title="Frequently Asked Questions" />
      <Accordion.Root type="single" collapsible className="mt-5 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index}`}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
                {cleanText(item.question)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content forceMount className="faq-answer px-5 pb-5 leading-relaxed text-slate-700">
              {cleanText(item.answer)}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
