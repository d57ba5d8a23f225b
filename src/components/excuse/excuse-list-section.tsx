import type { ExcuseSection } from '../../content/types';
import { cleanText } from '../../lib/text';
import { CopyButton } from '../ui/copy-button';
import { BackToTop, SectionHeading } from './section-heading';

export function ExcuseListSection({ section, number, backToTop }: { section: ExcuseSection; number: number; backToTop: boolean }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-12">
      <SectionHeading id={section.id} number={number} title={section.title} aside={`${section.excuses.length} excuses`} />
      <ol className="mt-5 space-y-3">
        {section.excuses.map((excuse) => {
          const text = cleanText(excuse);
          return (
            <li key={excuse} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="flex-1 leading-relaxed text-slate-800">{text}</p>
              <CopyButton text={text} label="Copy excuse" showText={false} />
            </li>
          );
        })}
      </ol>
      {backToTop ? <BackToTop /> : null}
    </section>
  );
}
