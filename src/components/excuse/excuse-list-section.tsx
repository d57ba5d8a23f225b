import type { CSSProperties } from 'react';
import type { ExcuseSection } from '../../content/types';
import { useDictionary } from '../../i18n/dictionaries';
import { plural } from '../../i18n/format';
import { sectionExcuses } from '../../lib/excuses';
import { cleanText } from '../../lib/text';
import { excuseItemsHtml } from '../ui/excuse-markup';
import { BackToTop, SectionHeading } from './section-heading';

/**
 * A numbered section; each excuse's list item carries its stable anchor id (`#traffic-3`),
 * highlighted when targeted. The items are one HTML string React does not hydrate item by item
 * (`excuseItemsHtml`); the page's one delegated handler (`useExcuseListActions`) works their buttons.
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
  const t = useDictionary();
  // The list's length in characters: with its number of excuses, what its height is estimated from
  // until it is first laid out (`.excuse-list`).
  const characters = excuses.reduce((sum, excuse) => sum + cleanText(excuse.text).length, 0);
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-12">
      <SectionHeading id={section.id} number={number} title={section.title} aside={plural(t.list.excuseCount, excuses.length)} />
      <ol
        className="excuse-list mt-5 space-y-3"
        style={{ '--excuses': excuses.length, '--excuse-characters': characters } as CSSProperties}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped content markup, the same string on server and client
        dangerouslySetInnerHTML={{ __html: excuseItemsHtml(excuses, path, pageTitle, t) }}
      />
      {backToTop ? <BackToTop /> : null}
    </section>
  );
}
