import type { InfoPageContent } from '../content/types';

type InfoPages = Readonly<Record<'about' | 'privacy' | 'terms', { load: () => Promise<InfoPageContent>; module: string }>>;

/** About, Privacy and Terms in English, each page's text a chunk of its own (its module id, for preloading). */
export const INFO_PAGES_EN: InfoPages = {
  about: { load: async () => (await import('../content/info/about')).ABOUT, module: 'src/content/info/about.ts' },
  privacy: { load: async () => (await import('../content/info/privacy')).PRIVACY, module: 'src/content/info/privacy.ts' },
  terms: { load: async () => (await import('../content/info/terms')).TERMS, module: 'src/content/info/terms.ts' },
};

/** The same in Spanish. */
export const INFO_PAGES_ES: InfoPages = {
  about: { load: async () => (await import('../content/es/info/about')).ABOUT_ES, module: 'src/content/es/info/about.ts' },
  privacy: { load: async () => (await import('../content/es/info/privacy')).PRIVACY_ES, module: 'src/content/es/info/privacy.ts' },
  terms: { load: async () => (await import('../content/es/info/terms')).TERMS_ES, module: 'src/content/es/info/terms.ts' },
};

export type { InfoPages };
