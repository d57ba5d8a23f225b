import { GENERATOR_CATEGORIES, type GeneratorCategory, TONES, type Tone } from '../content/generator';
import { dictionaryFor } from '../i18n/dictionaries';
import { format } from '../i18n/format';
import type { Lang } from '../i18n/languages';
import { DEFAULT_CATEGORY, DEFAULT_TONE, isCategory, isTone } from './generator-options';

export const MAX_API_COUNT = 10;

/** One rejected query parameter and why, in words a person can act on. */
export interface ParameterError {
  parameter: string;
  message: string;
}

export type GeneratorQuery =
  | { kind: 'none' }
  | { kind: 'id'; id: string }
  | { kind: 'generate'; category: GeneratorCategory; tone: Tone; count: number };

export type ParsedQuery = { ok: true; query: GeneratorQuery } | { ok: false; errors: ParameterError[] };

/**
 * Reads `category`, `tone`, `id` and, for the API, `count` from a query string. Every problem is
 * reported, each naming its parameter: repeated parameters, unknown values, a count out of
 * range, an id mixed with generation parameters, and (API only) unknown parameters. The page
 * ignores parameters it does not use, such as campaign tags on a shared link.
 */
export function parseGeneratorQuery(params: URLSearchParams, { api, lang = 'en' }: { api: boolean; lang?: Lang }): ParsedQuery {
  const messages = dictionaryFor(lang).queryErrors;
  // The API's `lang` is checked by its caller.
  const known = api ? ['category', 'tone', 'count', 'id', 'lang'] : ['category', 'tone', 'id'];
  const errors: ParameterError[] = [];
  for (const name of new Set(params.keys())) {
    if (!known.includes(name)) {
      if (api) errors.push({ parameter: name, message: format(messages.unknownParameter, { known: known.join(', ') }) });
    } else if (params.getAll(name).length > 1) {
      errors.push({ parameter: name, message: messages.once });
    }
  }

  const category = params.get('category');
  const tone = params.get('tone');
  const count = api ? params.get('count') : null;
  const id = params.get('id');

  if (id !== null) {
    const others = known.filter((name) => name !== 'id' && name !== 'lang' && params.has(name));
    if (others.length) errors.push({ parameter: 'id', message: format(messages.idCombined, { others: others.join(', ') }) });
    return errors.length ? { ok: false, errors } : { ok: true, query: { kind: 'id', id } };
  }

  if (category !== null && !isCategory(category)) {
    errors.push({
      parameter: 'category',
      message: format(messages.unknownCategory, { value: category, choices: GENERATOR_CATEGORIES.join(', ') }),
    });
  }
  if (tone !== null && !isTone(tone)) {
    errors.push({ parameter: 'tone', message: format(messages.unknownTone, { value: tone, choices: TONES.join(', ') }) });
  }
  let parsedCount = 1;
  if (count !== null) {
    parsedCount = Number(count);
    if (!/^\d+$/.test(count) || parsedCount < 1 || parsedCount > MAX_API_COUNT) {
      errors.push({ parameter: 'count', message: format(messages.count, { max: MAX_API_COUNT }) });
    }
  }
  if (errors.length) return { ok: false, errors };
  if (category === null && tone === null && count === null) return { ok: true, query: { kind: 'none' } };
  return {
    ok: true,
    query: {
      kind: 'generate',
      category: (category as GeneratorCategory | null) ?? DEFAULT_CATEGORY,
      tone: (tone as Tone | null) ?? DEFAULT_TONE,
      count: parsedCount,
    },
  };
}
