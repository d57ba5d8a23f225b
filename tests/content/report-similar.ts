/**
 * Lists the pairs of excuses the similarity test would flag (a writer's aid), optionally only
 * those touching one page, and optionally at a lower threshold to see what comes close.
 * Usage: npx tsx tests/content/report-similar.ts [path-prefix] [same-page-threshold]
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExcusePageContent } from '../../src/content/types';
import { CROSS_PAGE_THRESHOLD, SAME_PAGE_THRESHOLD, similarPairs } from './similarity';
import { siteExcuses } from './site-excuses';

const pagesDir = fileURLToPath(new URL('../../src/content/pages/', import.meta.url));
const [prefix = '', threshold = String(SAME_PAGE_THRESHOLD)] = process.argv.slice(2);

const pages: { path: string; content: ExcusePageContent }[] = [];
for (const category of readdirSync(pagesDir)) {
  for (const file of readdirSync(`${pagesDir}${category}`)) {
    const { default: content } = (await import(`${pagesDir}${category}/${file}`)) as { default: ExcusePageContent };
    pages.push({ path: `/excuses/${category}/${file.replace(/\.ts$/, '')}`, content });
  }
}
const items = siteExcuses(pages);
const pairs = similarPairs(items, { sameGroup: Number(threshold), crossGroup: CROSS_PAGE_THRESHOLD }).filter(
  (pair) => pair.a.where.startsWith(prefix) || pair.b.where.startsWith(prefix),
);
for (const { a, b, score } of pairs) console.log(`${score.toFixed(2)}  ${a.where}  ${b.where}\n      ${a.text}\n      ${b.text}`);
console.log(
  `${pairs.length} pairs touching "${prefix || 'anything'}" at or above ${threshold} on one page (${CROSS_PAGE_THRESHOLD} across pages), among ${items.length} excuses`,
);
