import { CATEGORIES_ANCHOR, PATHS } from '../../paths';

export interface SiteLink {
  to: string;
  label: string;
}

/** The header's links around the Excuses menu. */
export const HOME_LINK: SiteLink = { to: PATHS.home, label: 'Home' };
export const GENERATOR_LINK: SiteLink = { to: PATHS.generator, label: 'Get Excuse' };
/** Without JavaScript the Excuses menu cannot open: this link to the full list stands in for it. */
export const EXCUSES_LINK: SiteLink = { to: CATEGORIES_ANCHOR, label: 'Excuses' };

export const FOOTER_LINKS: readonly SiteLink[] = [
  { to: PATHS.about, label: 'About' },
  { to: PATHS.privacy, label: 'Privacy' },
  { to: PATHS.terms, label: 'Terms' },
];
