import { CATALOGS } from '../content/catalog';
import { PUBLISHED } from '../content/registry';
import { type FixedPage, LOCAL_PATHS } from '../paths';
import { LANGS, type Lang, langOfPath } from './languages';

/** A page's address in each language it exists in. */
export type Alternates = Partial<Record<Lang, string>>;

/**
 * Every page's versions, keyed by each version's path (built on first use): the fixed pages from LOCAL_PATHS, the excuse
 * pages from the published pages of each language, paired by their key. The head's hreflang links,
 * the sitemap and the language links all read this one table.
 */
let versions: ReadonlyMap<string, Alternates> | undefined;
const versionsByPath = (): ReadonlyMap<string, Alternates> => (versions ??= buildVersions());

function buildVersions(): ReadonlyMap<string, Alternates> {
  const groups: Alternates[] = [
    ...(Object.keys(LOCAL_PATHS.en) as FixedPage[]).map((page) => Object.fromEntries(LANGS.map((lang) => [lang, LOCAL_PATHS[lang][page]]))),
    ...PUBLISHED.en.map((page) =>
      Object.fromEntries(
        LANGS.flatMap((lang) => PUBLISHED[lang].filter((version) => version.key === page.key).map((version) => [lang, version.path])),
      ),
    ),
  ];
  return new Map(groups.flatMap((group) => Object.values(group).map((path) => [path as string, group] as const)));
}

/** The versions of the page at `path` (its own included); empty for a path that is no page. */
export function alternatesOf(path: string): Alternates {
  return versionsByPath().get(path) ?? {};
}

/**
 * Where a visitor on `path` lands in `lang`: the same page when that language has it, else the
 * nearest one there is (the page's category on that language's home page, or the home page).
 * A search or a generated excuse keeps its query: its parameters mean the same in every language.
 */
export function pathIn(lang: Lang, path: string, search = ''): string {
  const same = alternatesOf(path)[lang];
  if (same) return search && (same === LOCAL_PATHS[lang].search || same === LOCAL_PATHS[lang].generator) ? `${same}${search}` : same;
  const from = langOfPath(path);
  const category = CATALOGS[from].find((candidate) => candidate.pages.some((page) => page.path === path));
  return category ? `${LOCAL_PATHS[lang].home}#category-${category.id}` : LOCAL_PATHS[lang].home;
}
