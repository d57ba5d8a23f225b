/**
 * The situation inventory (docs/content-guide.md): every page's excuses beside the labels an editor
 * gave them, and the ways a label can be misused. The test and the report share this one reading.
 */
import type { ExcusePageContent, SituationLabels } from '../../src/content/types';
import { sectionExcuses } from '../../src/lib/excuses';

export interface LabelledPage {
  path: string;
  content: ExcusePageContent;
  labels: SituationLabels | undefined;
}

/** Pages paired with their label files, both found by path under src/content. */
export function labelledPages(
  pageModules: Record<string, { default: ExcusePageContent }>,
  labelModules: Record<string, { default: SituationLabels }>,
): LabelledPage[] {
  const labelsByPath = new Map(
    Object.entries(labelModules).map(([file, module]) => [file.replace(/^.*\/situations\//, ''), module.default]),
  );
  return Object.entries(pageModules).map(([file, module]) => {
    const relative = file.replace(/^.*\/pages\//, '');
    return { path: `/excuses/${relative.replace(/\.ts$/, '')}`, content: module.default, labels: labelsByPath.get(relative) };
  });
}

/** A label as it is compared: lowercase, single spaces. */
export const normalLabel = (label: string) => label.trim().toLowerCase().replace(/\s+/g, ' ');

export interface InventoryProblems {
  /** Excuses with no label, and labels naming no excuse. */
  unlabelled: string[];
  orphanLabels: string[];
  /** Labels that are not short lowercase phrases. */
  badLabels: string[];
  /** A label used twice on one page: `path: label (ids)`. */
  repeatedOnPage: string[];
  /** A label on more than two pages: `label: paths`. */
  overusedSiteWide: string[];
}

export function inventoryProblems(pages: readonly LabelledPage[]): InventoryProblems {
  const problems: InventoryProblems = { unlabelled: [], orphanLabels: [], badLabels: [], repeatedOnPage: [], overusedSiteWide: [] };
  const pagesByLabel = new Map<string, string[]>();
  for (const { path, content, labels = {} } of pages) {
    const ids = new Set(content.sections.flatMap((section) => sectionExcuses(section).map((excuse) => excuse.id)));
    for (const id of ids) if (!labels[id]) problems.unlabelled.push(`${path}#${id}`);
    const idsByLabel = new Map<string, string[]>();
    for (const [id, label] of Object.entries(labels)) {
      if (!ids.has(id)) problems.orphanLabels.push(`${path}#${id}`);
      if (!/^[a-z0-9][a-z0-9 ,'/&-]{2,48}$/.test(label)) problems.badLabels.push(`${path}#${id}: "${label}"`);
      const key = normalLabel(label);
      idsByLabel.set(key, [...(idsByLabel.get(key) ?? []), id]);
    }
    for (const [label, labelIds] of idsByLabel) {
      if (labelIds.length > 1) problems.repeatedOnPage.push(`${path}: ${label} (${labelIds.join(', ')})`);
      pagesByLabel.set(label, [...(pagesByLabel.get(label) ?? []), path]);
    }
  }
  for (const [label, paths] of pagesByLabel) if (paths.length > 2) problems.overusedSiteWide.push(`${label}: ${paths.join(', ')}`);
  return problems;
}
