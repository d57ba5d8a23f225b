import { data, type LoaderFunctionArgs } from 'react-router';
import { langOfPath } from '../i18n/languages';
import type { GeneratedExcuse } from '../lib/generator-options';
import { type ParameterError, parseGeneratorQuery } from '../lib/generator-query';
import { loadPool } from '../lib/load-generator-pool';

export type GeneratorLoaderData =
  | { kind: 'idle' }
  | { kind: 'result'; excuse: GeneratedExcuse; shared: boolean }
  | { kind: 'invalid'; errors: ParameterError[] }
  | { kind: 'unknown-id'; id: string };

/**
 * Without JavaScript the selectors submit as a GET form, so the server answers
 * `?category=&tone=` with a result at once; `?id=` renders a shared excuse. In the browser it runs
 * only when a link leads to the generator after the first page (the first page's data comes with
 * it), so its code is a chunk of its own, fetched then.
 */
export async function generatorLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const parsed = parseGeneratorQuery(url.searchParams, { api: false, lang });
  if (!parsed.ok) return data<GeneratorLoaderData>({ kind: 'invalid', errors: parsed.errors }, { status: 400 });
  const { query } = parsed;
  if (query.kind === 'id') {
    const excuse = (await loadPool(lang)).findExcuse(query.id);
    if (!excuse) return data<GeneratorLoaderData>({ kind: 'unknown-id', id: query.id }, { status: 404 });
    return data<GeneratorLoaderData>({ kind: 'result', excuse, shared: true });
  }
  if (query.kind === 'generate') {
    const [excuse] = (await loadPool(lang)).generateExcuses({ category: query.category, tone: query.tone, count: 1 });
    if (excuse) return data<GeneratorLoaderData>({ kind: 'result', excuse, shared: false }, { headers: { 'Cache-Control': 'no-store' } });
  }
  return data<GeneratorLoaderData>({ kind: 'idle' });
}
