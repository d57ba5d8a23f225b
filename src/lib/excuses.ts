import type { ExcusePageContent, ExcuseSection } from '../content/types';

/** One excuse as pages, search and saved lists see it: its stable anchor id and its text. */
export interface Excuse {
  /** `<section id>-<number>`, unique on its page and stable across edits to other excuses. */
  id: string;
  text: string;
}

/** A section's excuses in number order, each with its anchor id. */
export function sectionExcuses(section: ExcuseSection): Excuse[] {
  return Object.entries(section.excuses)
    .map(([number, text]) => ({ number: Number(number), text }))
    .sort((a, b) => a.number - b.number)
    .map(({ number, text }) => ({ id: `${section.id}-${number}`, text }));
}

export function countExcuses(content: Pick<ExcusePageContent, 'sections'>): number {
  return content.sections.reduce((total, section) => total + Object.keys(section.excuses).length, 0);
}
