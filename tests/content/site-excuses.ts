import { GENERATOR_POOL } from '../../src/content/generator-pool';
import type { ExcusePageContent } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';
import { GENERATOR_GROUP, type Item } from './similarity';

/** Every excuse on the site, grouped by page, plus the generator's pool as one more group. */
export function siteExcuses(pages: readonly { path: string; content: ExcusePageContent }[]): Item[] {
  const onPages = pages.flatMap(({ path, content }) =>
    content.sections.flatMap((section) =>
      sectionExcuses(section).map((excuse) => ({ group: path, where: `${path}#${excuse.id}`, text: excuse.text })),
    ),
  );
  const inPool = Object.entries(GENERATOR_POOL).flatMap(([category, tones]) =>
    Object.entries(tones).flatMap(([tone, texts]) =>
      texts.map((text, index) => ({ group: GENERATOR_GROUP, where: `generator ${category}-${tone}-${index + 1}`, text })),
    ),
  );
  return [...onPages, ...inPool];
}
