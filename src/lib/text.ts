import type { ExcusePageContent } from '../content/types';

const DASHES = /[\u2014\u2013]/g;

/** Em and en dashes become plain hyphens in everything displayed or copied. */
export function cleanText(text: string): string {
  return text.replace(DASHES, '-');
}

export function countExcuses(content: Pick<ExcusePageContent, 'sections'>): number {
  return content.sections.reduce((total, section) => total + section.excuses.length, 0);
}

/**
 * The heading shown for a page: a leading number or an `N+` claim is replaced by the real
 * count of its excuses, so a title can never promise more than the page holds.
 */
export function displayTitle(content: Pick<ExcusePageContent, 'title' | 'sections'>): string {
  const count = String(countExcuses(content));
  return cleanText(content.title.replace(/\b\d+\+/g, count).replace(/^\d+(?=\s)/, count));
}
