/**
 * The situation inventory as a writer needs it: what is missing or repeated, and every label with
 * the pages that use it (optionally only labels touching one path prefix), to pick a new one.
 * Usage: npx tsx tests/content/report-situations.ts [path-prefix]
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExcusePageContent, SituationLabels } from '../../src/content/types';
import { inventoryProblems, type LabelledPage, normalLabel } from './situations';

const contentDir = fileURLToPath(new URL('../../src/content/', import.meta.url));
const [prefix = ''] = process.argv.slice(2);

const pages: LabelledPage[] = [];
for (const category of readdirSync(`${contentDir}pages`)) {
  for (const file of readdirSync(`${contentDir}pages/${category}`)) {
    const { default: content } = (await import(`${contentDir}pages/${category}/${file}`)) as { default: ExcusePageContent };
    const labelFile = `${contentDir}situations/${category}/${file}`;
    const labels = existsSync(labelFile) ? ((await import(labelFile)) as { default: SituationLabels }).default : undefined;
    pages.push({ path: `/excuses/${category}/${file.replace(/\.ts$/, '')}`, content, labels });
  }
}

const problems = inventoryProblems(pages);
for (const [kind, lines] of Object.entries(problems) as [string, string[]][]) {
  const touching = lines.filter((line) => !prefix || line.includes(prefix));
  if (touching.length) console.log(`\n${kind} (${touching.length}):\n  ${touching.join('\n  ')}`);
}
const pagesByLabel = new Map<string, string[]>();
for (const { path, labels = {} } of pages)
  for (const label of new Set(Object.values(labels).map(normalLabel)))
    pagesByLabel.set(label, [...(pagesByLabel.get(label) ?? []), path.replace('/excuses/', '')]);
console.log('\nlabels:');
for (const [label, paths] of [...pagesByLabel].sort(([a], [b]) => a.localeCompare(b)))
  if (!prefix || paths.some((path) => `/excuses/${path}`.startsWith(prefix))) console.log(`  ${label}  [${paths.join(', ')}]`);
