import type { InfoPageContent } from '../content/types';
import type { Lang } from './languages';

/** About, Privacy and Terms in each language, each page's text a chunk of its own (its module id, for preloading). */
export const INFO_PAGES: Readonly<Record<Lang, Record<'about' | 'privacy' | 'terms', () => Promise<InfoPageContent>>>> = {
  en: {
    about: async () => (await import('../content/info/about')).ABOUT,
    privacy: async () => (await import('../content/info/privacy')).PRIVACY,
    terms: async () => (await import('../content/info/terms')).TERMS,
  },
  es: {
    about: async () => (await import('../content/es/info/about')).ABOUT_ES,
    privacy: async () => (await import('../content/es/info/privacy')).PRIVACY_ES,
    terms: async () => (await import('../content/es/info/terms')).TERMS_ES,
  },
};

/** Each info page's text module, as Vite's manifest names it (for preloading). */
export const INFO_PAGE_MODULES: Readonly<Record<Lang, Record<'about' | 'privacy' | 'terms', string>>> = {
  en: { about: 'src/content/info/about.ts', privacy: 'src/content/info/privacy.ts', terms: 'src/content/info/terms.ts' },
  es: { about: 'src/content/es/info/about.ts', privacy: 'src/content/es/info/privacy.ts', terms: 'src/content/es/info/terms.ts' },
};
