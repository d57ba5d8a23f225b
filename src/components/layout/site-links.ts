import { dictionaryFor } from '../../i18n/dictionaries';
import type { Lang } from '../../i18n/languages';
import { CATEGORIES_ANCHORS, LOCAL_PATHS } from '../../paths';

export interface SiteLink {
  to: string;
  label: string;
}

/** The header's, drawer's and footer's links in one language. */
export function siteLinks(lang: Lang) {
  const paths = LOCAL_PATHS[lang];
  const { nav } = dictionaryFor(lang);
  return {
    home: { to: paths.home, label: nav.home },
    generator: { to: paths.generator, label: nav.getExcuse },
    /** Without JavaScript the Excuses menu cannot open: this link to the full list stands in for it. */
    excuses: { to: CATEGORIES_ANCHORS[lang], label: nav.excuses },
    footer: [
      { to: paths.about, label: nav.about },
      { to: paths.privacy, label: nav.privacy },
      { to: paths.terms, label: nav.terms },
    ],
  } satisfies Record<string, SiteLink | readonly SiteLink[]>;
}
