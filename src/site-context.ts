import { createContext, useContext } from 'react';

export interface SiteSettings {
  /** Public origin for absolute URLs (canonical links, share links, Open Graph). */
  origin: string;
  /** Whether stack traces may be shown on the error screen (development only). */
  showErrorDetails: boolean;
  /** Whether this deployment reports page views to analytics (an operator set a measurement id). */
  analyticsEnabled: boolean;
}

export const SiteContext = createContext<SiteSettings>({
  origin: 'http://localhost:3000',
  showErrorDetails: false,
  analyticsEnabled: false,
});

export const useSite = (): SiteSettings => useContext(SiteContext);
