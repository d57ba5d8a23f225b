import type { ExcuseSection } from '../../content/types';
import { sectionExcuses } from '../../lib/excuses';
import { cleanText } from '../../lib/text';
import { CopyButton } from '../ui/copy-button';
import { BackToTop, SectionHeading } from './section-heading';

/** A numbered section; each excuse's list item carries its stable anchor id (`#traffic-3`), highlighted when targeted. */
export function ExcuseListSection({ section, number, backToTop }: { section: ExcuseSection; number: number; backToTop: boolean }) {
  const excuses = sectionExcuses(section);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-12">
      <SectionHeading id={section.id} number={number} title={section.title} aside={`${excuses.length} excuses`} />
      <ol className="mt-5 space-y-3">
        {excuses.map((excuse) => {
          const text = cleanText(excuse.text);
          return (
            <li key={excuse.id} id={excuse.id} className="excuse-item">
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
