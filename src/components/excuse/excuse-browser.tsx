import { useMemo, useState } from 'react';
import type { ExcuseSection } from '../../content/types';
import { useDictionary } from '../../i18n/dictionaries';
import { format } from '../../i18n/format';
import { sectionExcuses } from '../../lib/excuses';
import { cleanText } from '../../lib/text';
import { CopyButton } from '../ui/copy-button';
import { Icon } from '../ui/icon';
import { IconTooltip } from '../ui/icon-tooltip';

interface BrowsedExcuse {
  sectionIndex: number;
  sectionTitle: string;
  text: string;
}

/**
 * The carousel: one excuse at a time with its section and 'N of total'. Previous and next wrap
 * around; 'Next Section' jumps to the first excuse of the next section, or back to the start
 * after the last one.
 */
export function ExcuseBrowser({ id, sections }: { id: string; sections: readonly ExcuseSection[] }) {
  const excuses = useMemo<BrowsedExcuse[]>(
    () =>
      sections.flatMap((section, sectionIndex) =>
        sectionExcuses(section).map((excuse) => ({ sectionIndex, sectionTitle: section.title, text: cleanText(excuse.text) })),
      ),
    [sections],
  );
  const [index, setIndex] = useState(0);
  const current = excuses[index];
  const t = useDictionary();
  if (!current) return null;

  const step = (delta: number) => setIndex((index + delta + excuses.length) % excuses.length);
  const nextSection = () => {
    const next = excuses.findIndex((excuse) => excuse.sectionIndex > current.sectionIndex);
    setIndex(next === -1 ? 0 : next);
  };

  return (
    <section
      id={id}
      aria-label={t.excusePage.browser}
      className="mb-10 rounded-2xl border border-indigo-100 bg-gradient-to-br from-indigo-50 to-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="rounded-full bg-indigo-100 px-3 py-1 font-semibold text-indigo-800" data-testid="browser-section">
          {current.sectionTitle}
        </span>
        <span className="font-medium text-slate-600" data-testid="browser-counter">
          {format(t.excusePage.position, { index: index + 1, total: excuses.length })}
        </span>
      </div>
      <p
        aria-live="polite"
        className="mt-4 min-h-[4.5rem] text-lg font-medium leading-relaxed text-slate-900 sm:text-xl"
        data-testid="browser-excuse"
      >
        {current.text}
      </p>
      <div className="mt-4 flex items-center gap-2 noscript:hidden">
        <IconTooltip label={t.excusePage.previous}>
          <button
            type="button"
            className="icon-button border border-slate-200 bg-white"
            aria-label={t.excusePage.previous}
            onClick={() => step(-1)}
          >
            <Icon name="chevron-left" className="size-5" />
          </button>
        </IconTooltip>
        <IconTooltip label={t.excusePage.next}>
          <button
            type="button"
            className="icon-button border border-slate-200 bg-white"
            aria-label={t.excusePage.next}
            onClick={() => step(1)}
          >
            <Icon name="chevron-right" className="size-5" />
          </button>
        </IconTooltip>
        <button type="button" className="button-secondary hidden h-11 sm:inline-flex" onClick={nextSection}>
          <Icon name="skip-forward" className="size-4" /> {t.excusePage.nextSection}
        </button>
        <CopyButton text={current.text} variant="primary" className="ml-auto" />
      </div>
    </section>
  );
}
