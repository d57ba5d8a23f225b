import { dictionaryFor } from '../i18n/dictionaries';
import { format } from '../i18n/format';
import type { Lang } from '../i18n/languages';
import type { ParameterError } from './generator-query';
import { MAX_QUERY_LENGTH, queryProblem } from './search';

export type ParsedSearch = { ok: true; query: string } | { ok: false; error: ParameterError };

/**
 * Reads `q`: at most 100 characters, no control characters, given once. The page allows it empty.
 * The API also takes `lang` (checked by its caller); the messages are in the page's language.
 */
export function parseSearchQuery(params: URLSearchParams, { api, lang = 'en' }: { api: boolean; lang?: Lang }): ParsedSearch {
  const messages = dictionaryFor(lang).queryErrors;
  const known = api ? ['q', 'lang'] : ['q'];
  if (api) {
    const unknown = [...params.keys()].find((name) => !known.includes(name));
    if (unknown)
      return { ok: false, error: { parameter: unknown, message: format(messages.unknownParameter, { known: known.join(', ') }) } };
  }
  const repeated = known.find((name) => params.getAll(name).length > 1);
  if (repeated) return { ok: false, error: { parameter: repeated, message: messages.once } };
  const query = (params.get('q') ?? '').trim();
  if (api && query === '') return { ok: false, error: { parameter: 'q', message: messages.emptySearch } };
  const problem = queryProblem(query);
  if (problem === 'too-long')
    return { ok: false, error: { parameter: 'q', message: format(messages.searchTooLong, { max: MAX_QUERY_LENGTH }) } };
  if (problem === 'control-characters') return { ok: false, error: { parameter: 'q', message: messages.controlCharacters } };
  return { ok: true, query };
}
