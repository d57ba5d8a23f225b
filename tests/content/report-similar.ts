/**
 * Lists the most similar pairs of excuses on the site (a writer's aid; the content tests enforce
 * the threshold). Usage: npx tsx tests/content/report-similar.ts [path-prefix] [threshold]
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExcusePageContent } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';
import { type Item, similarPairs } from './similarity';

const pagesDir = fileURLToPath(new URL('../../src/content/pages/', import.meta.url));
const [prefix = '/excuses/', threshold = '0.2'] = process.argv.slice(2);

const items: Item[] = [];
for (const category of readdirSync(pagesDir)) {
  for (const file of readdirSync(`${pagesDir}${category}`)) {
    const { default: content } = (await import(`${pagesDir}${category}/${file}`)) as { default: ExcusePageContent };
    const path = `/excuses/${category}/${file.replace(/\.ts$/, '')}`;
    for (const section of content.sections)
      for (const excuse of sectionExcuses(section)) items.push({ where: `${path}#${excuse.id}`, text: excuse.text });
  }
}
const pairs = similarPairs(items, Number(threshold)).filter((pair) => pair.a.where.startsWith(prefix) || pair.b.where.startsWith(prefix));
for (const { a, b, score } of pairs) console.log(`${score.toFixed(2)}  ${a.where}  ${b.where}\n      ${a.text}\n      ${b.text}`);
console.log(`${pairs.length} pairs at or above ${threshold} touching ${prefix} (${items.length} excuses on the site)`);
