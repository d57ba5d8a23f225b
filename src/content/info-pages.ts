/**
 * The About, Privacy and Terms pages: plain prose, rendered by one InfoPage component. Each page's
 * text is a module of its own (`info/`), so a page's JavaScript carries only its own.
 */
import type { PATHS } from '../paths';

export interface InfoSection {
  heading: string;
  /** Shown only when this deployment has analytics switched on (true) or off (false). */
  whenAnalytics?: boolean;
  paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  points?: readonly string[];
}

export interface InfoPageContent {
  path: (typeof PATHS)['about' | 'privacy' | 'terms'];
  title: string;
  description: string;
  /** Shown under the heading, for example the date of the last change. */
  note?: string;
  sections: readonly InfoSection[];
}

export { ABOUT } from './info/about';
export { CONTACT_EMAIL } from './info/contact';
export { PRIVACY } from './info/privacy';
export { TERMS } from './info/terms';
