import { GENERATOR_CATEGORIES, type GeneratorCategory, TONES, type Tone } from '../content/generator';
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
export function parseGeneratorQuery(params: URLSearchParams, { api }: { api: boolean }): ParsedQuery {
  const known = api ? ['category', 'tone', 'count', 'id'] : ['category', 'tone', 'id'];
  const errors: ParameterError[] = [];
  for (const name of new Set(params.keys())) {
    if (!known.includes(name)) {
      if (api) errors.push({ parameter: name, message: `Unknown parameter. Use ${known.join(', ')}.` });
    } else if (params.getAll(name).length > 1) {
      errors.push({ parameter: name, message: 'Give this parameter only once.' });
    }
  }

  const category = params.get('category');
  const tone = params.get('tone');
  const count = api ? params.get('count') : null;
  const id = params.get('id');

  if (id !== null) {
    const others = known.filter((name) => name !== 'id' && params.has(name));
    if (others.length) errors.push({ parameter: 'id', message: `An id cannot be combined with ${others.join(', ')}.` });
    return errors.length ? { ok: false, errors } : { ok: true, query: { kind: 'id', id } };
  }

  if (category !== null && !isCategory(category)) {
    errors.push({ parameter: 'category', message: `Unknown situation "${category}". Choose one of: ${GENERATOR_CATEGORIES.join(', ')}.` });
  }
  if (tone !== null && !isTone(tone)) {
    errors.push({ parameter: 'tone', message: `Unknown style "${tone}". Choose one of: ${TONES.join(', ')}.` });
  }
  let parsedCount = 1;
  if (count !== null) {
    parsedCount = Number(count);
    if (!/^\d+$/.test(count) || parsedCount < 1 || parsedCount > MAX_API_COUNT) {
      errors.push({ parameter: 'count', message: `Must be a whole number from 1 to ${MAX_API_COUNT}.` });
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
