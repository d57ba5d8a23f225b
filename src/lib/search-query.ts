import type { ParameterError } from './generator-query';
import { MAX_QUERY_LENGTH, queryProblem } from './search';

export type ParsedSearch = { ok: true; query: string } | { ok: false; error: ParameterError };

/** Reads `q`: at most 100 characters, no control characters, given once. The page allows it empty. */
export function parseSearchQuery(params: URLSearchParams, { api }: { api: boolean }): ParsedSearch {
  if (api) {
    const unknown = [...params.keys()].find((name) => name !== 'q');
    if (unknown) return { ok: false, error: { parameter: unknown, message: 'Unknown parameter. Use q.' } };
  }
  const values = params.getAll('q');
  if (values.length > 1) return { ok: false, error: { parameter: 'q', message: 'Give this parameter only once.' } };
  const query = (values[0] ?? '').trim();
  if (api && query === '') return { ok: false, error: { parameter: 'q', message: 'Say what to search for, for example q=dentist.' } };
  const problem = queryProblem(query);
  if (problem === 'too-long')
    return { ok: false, error: { parameter: 'q', message: `A search can be at most ${MAX_QUERY_LENGTH} characters long.` } };
  if (problem === 'control-characters')
    return { ok: false, error: { parameter: 'q', message: 'A search cannot contain control characters such as line breaks.' } };
  return { ok: true, query };
}
