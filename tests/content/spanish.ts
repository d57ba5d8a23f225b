/**
 * The gates every Spanish string passes (docs/content-rules.md, Spanish): spelled as a Spanish
 * dictionary spells it, no English word left in it, `¿…?` and `¡…!` balanced, and `usted` only
 * where it was chosen. One reading of the text, shared by the tests and the report.
 */
import dictionaryEn from 'dictionary-en';
import dictionaryEs from 'dictionary-es';
import nspell from 'nspell';

const wordModules = import.meta.glob<{ default: readonly string[] }>('./spanish-words/*.ts', { eager: true });

/**
 * Words the Spanish dictionary lacks that a Spanish reader writes anyway: the brand, names of
 * apps, shows and people, and a few everyday loanwords. Each list is reviewed with its pages.
 */
export const ALLOWED_WORDS: ReadonlySet<string> = new Set(
  Object.values(wordModules).flatMap((module) => module.default.map((word) => word.toLowerCase())),
);

let checkers: { es: ReturnType<typeof nspell>; en: ReturnType<typeof nspell> } | undefined;
function spellers() {
  // The dictionaries ship their files as bytes; nspell reads them as text.
  const text = ({ aff, dic }: { aff: Uint8Array; dic: Uint8Array }) => ({ aff: Buffer.from(aff), dic: Buffer.from(dic) });
  checkers ??= { es: nspell(text(dictionaryEs)), en: nspell(text(dictionaryEn)) };
  return checkers;
}

/** Words as the spell checker reads them: letters, with an inner apostrophe kept. */
export const wordsOf = (text: string): string[] => text.match(/\p{L}+(?:['’]\p{L}+)*/gu) ?? [];

const verdicts = new Map<string, 'ok' | 'english' | 'misspelled'>();

/** How the dictionaries read one word: Spanish, an English leftover, or neither. */
export function judgeWord(word: string): 'ok' | 'english' | 'misspelled' {
  const known = verdicts.get(word);
  if (known) return known;
  const { es, en } = spellers();
  const lower = word.toLowerCase();
  let verdict: 'ok' | 'english' | 'misspelled' = 'ok';
  if (!ALLOWED_WORDS.has(lower) && !es.correct(word) && !es.correct(lower)) {
    verdict = en.correct(word) || en.correct(lower) ? 'english' : 'misspelled';
  }
  verdicts.set(word, verdict);
  return verdict;
}

/** `usted` forms: the pronoun and the formal imperatives people write in messages. */
const USTED =
  /\b(usted|disculpe|perdone|avíseme|dígame|escríbame|llámeme|confírmeme|espéreme|cuénteme|comuníquese|quédese|tome|mire|oiga)\b/iu;

/** Opening and closing marks that must pair, in order, inside one string. */
function unbalancedMarks(text: string): string | undefined {
  for (const [open, close] of [
    ['¿', '?'],
    ['¡', '!'],
  ] as const) {
    let depth = 0;
    for (const char of text) {
      if (char === open) depth += 1;
      else if (char === close) {
        if (depth === 0) return `"${close}" without "${open}"`;
        depth -= 1;
      }
    }
    if (depth !== 0) return `"${open}" without "${close}"`;
  }
  return undefined;
}

export interface SpanishProblem {
  where: string;
  problem: string;
}

/** Every gate over one string; `formal` strings (templates, formal generator lines) may use `usted`. */
export function spanishProblems(where: string, text: string, { formal = false } = {}): SpanishProblem[] {
  const problems: SpanishProblem[] = [];
  for (const word of wordsOf(text)) {
    const verdict = judgeWord(word);
    if (verdict === 'english') problems.push({ where, problem: `English word "${word}"` });
    if (verdict === 'misspelled') problems.push({ where, problem: `not in the Spanish dictionary: "${word}"` });
  }
  const marks = unbalancedMarks(text);
  if (marks) problems.push({ where, problem: marks });
  if (/[\u2013\u2014]/.test(text)) problems.push({ where, problem: 'a dash (use a comma, a colon or a hyphen)' });
  if (/\bvosotros|vuestr[oa]s?\b/iu.test(text)) problems.push({ where, problem: 'vosotros (write ustedes)' });
  const usted = text.match(USTED);
  if (usted && !formal) problems.push({ where, problem: `usted form "${usted[0]}" outside a formal text` });
  return problems;
}

/** Every string in a value, however deeply nested, with the path of keys that leads to it. */
export function stringsWithin(value: unknown, where = ''): { where: string; text: string }[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsWithin(item, `${where}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringsWithin(item, where ? `${where}.${key}` : key));
  return [];
}

/** A sentence as the repeat check compares it: lowercased, accents folded, punctuation gone. */
export const foldSpanish = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
