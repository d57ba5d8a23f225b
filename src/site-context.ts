import { createContext, useContext } from 'react';

export interface SiteSettings {
  /** Public origin for absolute URLs (canonical links, share links, Open Graph). */
  origin: string;
  /** Whether stack traces may be shown on the error screen (development only). */
  showErrorDetails: boolean;
}

export const SiteContext = createContext<SiteSettings>({ origin: 'http://localhost:3000', showErrorDetails: false });

export const useSite = (): SiteSettings => useContext(SiteContext);
