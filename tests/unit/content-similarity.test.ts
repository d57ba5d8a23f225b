/**
 * One idea per excuse (docs/content-rules.md): no two excuses on a page, and no two in the
 * generator's pool, tell the same situation in other words; across pages only near-copies are
 * flagged, since the same situation may recur where a page's context makes it a different excuse.
 */
import { describe, expect, it } from 'vitest';
import type { ExcusePageContent } from '../../src/content/types';
import { KNOWN_REPEATS } from '../content/known-repeats';
import { contentWords, idfWeights, SAME_PAGE_THRESHOLD, similarity, similarPairs } from '../content/similarity';
import { siteExcuses } from '../content/site-excuses';

const modules = import.meta.glob<{ default: ExcusePageContent }>('../../src/content/pages/*/*.ts', { eager: true });
const pages = Object.entries(modules).map(([file, module]) => ({
  path: `/excuses/${file.replace(/^.*\/pages\//, '').replace(/\.ts$/, '')}`,
  content: module.default,
}));
const items = siteExcuses(pages);

/**
 * Pairs the measure flags that an editor read and judged to be different situations. Keep it
 * short: each entry needs a reason a reader would accept.
 */
const REVIEWED_AS_DIFFERENT: readonly { a: string; b: string; reason: string }[] = [];

const key = (a: string, b: string) => [a, b].sort().join(' | ');

describe('similar excuses', () => {
  it('the measure flags every repeat an editor found, at the threshold the site is held to', () => {
    const weight = idfWeights(items.map((item) => contentWords(item.text)));
    const missed = KNOWN_REPEATS.filter(([a, b]) => similarity(contentWords(a), contentWords(b), weight) < SAME_PAGE_THRESHOLD);
    // One known pair shares a single concept word ("something I ate" / "food poisoning") and is below
    // what a word-overlap measure can see without flagging unrelated pairs; it is listed, not hidden.
    expect(missed.map(([a]) => a)).toEqual([
      "I think I have food poisoning from dinner last night. I've been sick since about three this morning.",
    ]);
  });

  it('finds no unreviewed pair of excuses telling the same situation', () => {
    const allowed = new Set(REVIEWED_AS_DIFFERENT.map(({ a, b }) => key(a, b)));
    const flagged = similarPairs(items)
      .filter((pair) => !allowed.has(key(pair.a.where, pair.b.where)))
      .map((pair) => `${pair.score.toFixed(2)} ${pair.a.where} ~ ${pair.b.where}\n  ${pair.a.text}\n  ${pair.b.text}`);
    expect(flagged).toEqual([]);
  });

  it('keeps the reviewed list short and current', () => {
    expect(REVIEWED_AS_DIFFERENT.length).toBeLessThanOrEqual(5);
    const where = new Set(items.map((item) => item.where));
    for (const { a, b, reason } of REVIEWED_AS_DIFFERENT) {
      expect(where.has(a) && where.has(b), `${a} ~ ${b}`).toBe(true);
      expect(reason.length).toBeGreaterThan(20);
    }
  });
});
