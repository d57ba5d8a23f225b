import type { FaqItem } from '../content/types';
import { cleanText } from './text';

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** schema.org BreadcrumbList for search results. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** schema.org FAQPage with every question and answer. */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: cleanText(item.question),
      acceptedAnswer: { '@type': 'Answer', text: cleanText(item.answer) },
    })),
  };
}
