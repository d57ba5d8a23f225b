/**
 * Site search over every excuse: pure logic, built once by the server from the content modules.
 * Ranking: the whole phrase first, then excuses holding every word, then any word; case and
 * punctuation are ignored, accents are folded ('reunion' finds 'reunión') and simple plural and
 * -ing/-ed forms match ('trains', 'training'; 'reuniones', 'reunión').
 */
import type { Lang } from '../i18n/languages';

export const MAX_QUERY_LENGTH = 100;

export interface SearchEntry {
  /** Page path, or the generator for its pool. */
  path: string;
  pageTitle: string;
  sectionTitle: string;
  /** The excuse's anchor on its page (`traffic-3`), or the generator excuse's id. */
  anchor: string;
  /** Where the excuse is shown: its anchor on its page, or the generator's share link. */
  href: string;
  text: string;
}

/** A piece of an excuse's text, marked when it is a matched word. */
export interface Highlighted {
  text: string;
  match: boolean;
}

export interface SearchHit {
  entry: SearchEntry;
  /** 0: the whole phrase, 1: every word, 2: some words. */
  rank: 0 | 1 | 2;
  matchedWords: number;
  highlighted: Highlighted[];
}

export interface SearchIndex {
  lang: Lang;
  entries: readonly { entry: SearchEntry; normalized: string; stems: Set<string> }[];
}

export type QueryProblem = 'too-long' | 'control-characters';

/** Why a query cannot be searched, if it cannot. */
export function queryProblem(query: string): QueryProblem | undefined {
  if (query.length > MAX_QUERY_LENGTH) return 'too-long';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(query)) return 'control-characters';
  return undefined;
}

/** Lowercase words without punctuation or accents; apostrophes inside words are dropped ("don't" -> "dont"). */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A simple stem: plural and -ing/-ed forms meet ('dogs', 'dog'; 'trains', 'training', 'trained');
 * in Spanish, plurals ('reuniones', 'reunion'; 'perros', 'perro').
 */
export function stem(word: string, lang: Lang = 'en'): string {
  if (word.length <= 3) return word;
  if (lang === 'es') return word.replace(/s$/, '').replace(/e$/, ''); // 'clases', 'clase'; 'reuniones', 'reunion'
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function buildIndex(entries: readonly SearchEntry[], lang: Lang = 'en'): SearchIndex {
  return {
    lang,
    entries: entries.map((entry) => {
      const entryWords = words(entry.text);
      return { entry, normalized: ` ${entryWords.join(' ')} `, stems: new Set(entryWords.map((word) => stem(word, lang))) };
    }),
  };
}

/** Words too common to tell excuses apart: they count toward a phrase, never as a match alone. */
const COMMON_WORDS_EN = new Set([
  'a',
  'an',
  'and',
  'at',
  'be',
  'for',
  'i',
  'im',
  'in',
  'is',
  'it',
  'me',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'was',
]);

/** The same for Spanish (accents folded, as `words` leaves them). */
const COMMON_WORDS_ES = new Set(
  'a al como con de del el en es esta este la las le lo los me mi mis no para pero por que se si su sus te tu un una y ya yo'.split(' '),
);

const COMMON_WORDS: Readonly<Record<Lang, ReadonlySet<string>>> = { en: COMMON_WORDS_EN, es: COMMON_WORDS_ES };

/**
 * Hits for a query, best first (rank, then how many query words matched, then site order), with
 * highlights for the first `limit` only; `total` counts them all.
 */
export function search(index: SearchIndex, query: string, limit = Number.POSITIVE_INFINITY): { total: number; hits: SearchHit[] } {
  const queryWords = words(query);
  if (queryWords.length === 0) return { total: 0, hits: [] };
  const meaningful = queryWords.filter((word) => !COMMON_WORDS[index.lang].has(word));
  const queryStems = [...new Set((meaningful.length ? meaningful : queryWords).map((word) => stem(word, index.lang)))];
  const phrase = ` ${queryWords.join(' ')} `;
  const found: { entry: SearchEntry; rank: 0 | 1 | 2; matchedWords: number; order: number }[] = [];
  index.entries.forEach(({ entry, normalized, stems }, order) => {
    const matched = queryStems.filter((queryStem) => stems.has(queryStem)).length;
    if (matched === 0) return;
    const rank = normalized.includes(phrase) ? 0 : matched === queryStems.length ? 1 : 2;
    found.push({ entry, rank, matchedWords: matched, order });
  });
  found.sort((a, b) => a.rank - b.rank || b.matchedWords - a.matchedWords || a.order - b.order);
  const hits = found
    .slice(0, limit)
    .map(({ entry, rank, matchedWords }) => ({ entry, rank, matchedWords, highlighted: highlight(entry.text, queryStems, index.lang) }));
  return { total: found.length, hits };
}

/** Splits text into matched and unmatched pieces, keeping the original characters. */
export function highlight(text: string, queryStems: readonly string[], lang: Lang = 'en'): Highlighted[] {
  const wanted = new Set(queryStems);
  const pieces: Highlighted[] = [];
  for (const part of text.split(/([\p{L}\p{N}'\u2019]+)/u)) {
    if (!part) continue;
    const match = wanted.has(stem(words(part).join(''), lang));
    const last = pieces.at(-1);
    if (last && last.match === match) last.text += part;
    else pieces.push({ text: part, match });
  }
  return pieces;
}

/** What the search page and `/api/search` answer: hits grouped by page, best page first. */
export interface SearchResults {
  query: string;
  /** Every hit, before the display limit. */
  total: number;
  groups: {
    path: string;
    title: string;
    hits: { href: string; anchor: string; sectionTitle: string; text: string; highlighted: Highlighted[] }[];
  }[];
}

/** Hits grouped by page, in the order of each page's best hit. */
export function groupHits(query: string, { total, hits }: { total: number; hits: readonly SearchHit[] }): SearchResults {
  const groups = new Map<string, SearchResults['groups'][number]>();
  for (const { entry, highlighted } of hits) {
    let group = groups.get(entry.path);
    if (!group) {
      group = { path: entry.path, title: entry.pageTitle, hits: [] };
      groups.set(entry.path, group);
    }
    group.hits.push({ href: entry.href, anchor: entry.anchor, sectionTitle: entry.sectionTitle, text: entry.text, highlighted });
  }
  return { query, total, groups: [...groups.values()] };
}
