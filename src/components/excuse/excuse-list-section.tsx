import type { ExcuseSection } from '../../content/types';
import { sectionExcuses } from '../../lib/excuses';
import { cleanText } from '../../lib/text';
import { ExcuseActions } from '../ui/excuse-actions';
import { BackToTop, SectionHeading } from './section-heading';

/**
 * A numbered section; each excuse's list item carries its stable anchor id (`#traffic-3`),
 * highlighted when targeted. Its save and copy buttons are plain markup: the page's one delegated
 * handler (`useExcuseListActions`) does the work.
 */
export function ExcuseListSection({
  section,
  number,
  backToTop,
  path,
  pageTitle,
}: {
  section: ExcuseSection;
  number: number;
  backToTop: boolean;
  path: string;
  pageTitle: string;
}) {
  const excuses = sectionExcuses(section);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-12">
      <SectionHeading id={section.id} number={number} title={section.title} aside={`${excuses.length} excuses`} />
      <ol className="mt-5 space-y-3">
        {excuses.map((excuse) => (
          <li key={excuse.id} id={excuse.id} className="excuse-item" data-ref={`${path}#${excuse.id}`} data-page-title={pageTitle}>
            <p className="flex-1 leading-relaxed text-slate-800">{cleanText(excuse.text)}</p>
            <ExcuseActions />
          </li>
        ))}
      </ol>
      {backToTop ? <BackToTop /> : null}
    </section>
  );
}
