/**
 * The typed shape of every piece of fixed text on the site. Content modules hold data only;
 * the components in src/components and src/pages decide how it looks.
 */

export const CATEGORY_IDS = ['work', 'social', 'school', 'health', 'dating', 'funny'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/**
 * 5 to 15 excuses, each one or two sentences someone could text or say, keyed by a number that
 * never changes: `#<section id>-<number>` is the excuse's anchor, so links, search results and
 * saved excuses keep pointing at it. Remove an excuse by deleting its key (never renumber); add one
 * with the next unused number. They are shown in number order.
 */
export type NumberedExcuses = Readonly<Record<number, string>>;

/** One numbered section of excuses; `id` is its anchor (`#id`) on the page. */
export interface ExcuseSection {
  /** Short, lowercase, unique on the page: used as the jump-list anchor. */
  id: string;
  title: string;
  excuses: NumberedExcuses;
}

export interface FaqItem {
  question: string;
  /** 40 to 120 words. */
  answer: string;
}

/** A ready-to-send message with bracketed placeholders such as `[Boss's Name]`. */
export interface MessageTemplate {
  subject: string;
  /** One line: when this template fits. */
  whenToUse: string;
  body: string;
}

export interface TemplateBlock {
  /** Section heading, for example 'Text Scripts' or 'Email Templates'. */
  title: string;
  intro: string;
  items: readonly MessageTemplate[];
}

/** A short overview shown above the excuse lists: a lead sentence and a few highlights. */
export interface SummaryBlock {
  heading: string;
  text: string;
  highlights: readonly string[];
}

export interface ExcusePageContent {
  /**
   * The page heading. A leading number (`'105 Excuses ...'`) or an `N+` claim (`'35+ ...'`)
   * is replaced on display by the real count of the page's excuses.
   */
  title: string;
  category: CategoryId;
  /** Meta description and the lead paragraph under the heading (one or two sentences). */
  description: string;
  /** Optional longer document title; the brand is appended when it is shown. */
  fullTitle?: string;
  summary?: SummaryBlock;
  /** Whether the page opens with the excuse browser stepping through all its sections. */
  carousel: boolean;
  /** 4 to 10 sections. */
  sections: readonly ExcuseSection[];
  /** Anchored as `#templates`. */
  templates?: TemplateBlock;
  /** Anchored as `#faq`; 4 to 7 items where present. */
  faq?: readonly FaqItem[];
  /** Show the FAQ heading numbered as the section after the last excuse section. */
  faqNumbered?: boolean;
  /** 5 to 7 tips, one or two sentences each. */
  tips: readonly string[];
  /** 4 to 6 paths of real routes, for example `/excuses/work/late-to-work`; titles come from the catalog. */
  related: readonly string[];
  /** ISO date (YYYY-MM-DD) of the last content change; the sitemap's lastmod. */
  updated: string;
}

/**
 * What each excuse on a page is about, keyed by its anchor id (`<section id>-<number>`): a short
 * lowercase label such as `alarm failed` or `dental work`, written by an editor who read the line.
 * A label appears at most once per page and on at most two pages (docs/content-guide.md). Kept in
 * `src/content/situations/<category>/<slug>.ts`, beside the page and out of its browser chunk.
 */
export type SituationLabels = Readonly<Record<string, string>>;

/** One section of an info page (About, Privacy, Terms): a heading, paragraphs and optional bullets. */
export interface InfoSection {
  heading: string;
  /** Shown only when this deployment has analytics switched on (true) or off (false). */
  whenAnalytics?: boolean;
  paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  points?: readonly string[];
}

/** An info page's text: each lives in `src/content/info/`, rendered by the one InfoPage component. */
export interface InfoPageContent {
  /** Its address in its language. */
  path: string;
  title: string;
  description: string;
  /** Shown under the heading, for example the date of the last change. */
  note?: string;
  sections: readonly InfoSection[];
}
