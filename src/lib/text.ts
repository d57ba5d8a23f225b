import type { ExcusePageContent } from '../content/types';
import { countExcuses } from './excuses';

const DASHES = /[\u2014\u2013]/g;

/** Em and en dashes become plain hyphens in everything displayed or copied. */
export function cleanText(text: string): string {
  return text.replace(DASHES, '-');
}

/**
 * The heading shown for a page: a leading number or an `N+` claim is replaced by the real
 * count of its excuses, so a title can never promise more than the page holds.
 */
export function displayTitle(content: Pick<ExcusePageContent, 'title' | 'sections'>): string {
  const count = String(countExcuses(content));
  return cleanText(content.title.replace(/\b\d+\+/g, count).replace(/^\d+(?=\s)/, count));
}
