import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderOptions, ServerEntry } from '../render-contract';
import { documentHeaders } from './response-headers';
import { type StoredResponse, storedResponse } from './stored-response';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page of the store: its stored answer, and whether a query string changes its document. */
export interface StoredPage extends StoredResponse {
  queryDependent: boolean;
}

/**
 * Every page of the route table, rendered and compressed once before the server takes traffic,
 * keyed by the route table's own spelling of its path, plus the one 404 page. Nothing is ever
 * added: a request can only read it, so no request can change what another visitor gets, and its
 * size is fixed by the route table (ADR 012).
 */
export interface PageStore {
  readonly pages: ReadonlyMap<string, StoredPage>;
  readonly notFound: StoredResponse;
}

/** A path no route matches, rendered once as the 404 page every unknown path is answered with. */
const NOT_FOUND_PATH = '/404/not-found';

/**
 * Renders every page whole (as a crawler would get it) and compresses it off the main thread, in
 * brotli and gzip. Brotli's quality 10 makes pages 2% larger than 11 for a third of the CPU: the
 * whole site in about 3 s of CPU at start-up on this two-core machine, not 11 (ADR 012). A page that fails to render, or
 * renders with another status than it should, stops the start-up rather than be served.
 */
export async function buildPageStore(
  entry: ServerEntry,
  options: { origin: string; securityHeaders: readonly [string, string][]; renderOptions: (path: string) => RenderOptions },
): Promise<PageStore> {
  async function store(path: string, expectedStatus: number): Promise<StoredResponse> {
    const result = await entry.render(new Request(new URL(path, options.origin)), options.renderOptions(path));
    if (result.kind !== 'document') throw new Error(`${path} answered ${result.response.status} instead of a page`);
    const html = Buffer.from(await text(result.body));
    if (result.failed() || result.status !== expectedStatus)
      throw new Error(`${path} rendered with status ${result.status}${result.failed() ? ' and an error' : ''}`);
    const [br, gz] = await Promise.all([
      brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      gzipAsync(html, { level: 9 }),
    ]);
    return storedResponse(result.status, [...options.securityHeaders, ...documentHeaders(result)], { identity: html, br, gzip: gz });
  }

  const [notFound, ...pages] = await Promise.all([
    store(NOT_FOUND_PATH, 404),
    ...entry.pagePaths().map(async ({ path, queryDependent }) => {
      const page: StoredPage = Object.freeze({ ...(await store(path, 200)), queryDependent });
      return [path, page] as const;
    }),
  ]);
  return Object.freeze({ pages: new FrozenMap(pages), notFound: notFound as StoredResponse });
}

/** A Map whose contents are fixed at construction: `set`, `delete` and `clear` throw. */
class FrozenMap<K, V> extends Map<K, V> {
  private readonly sealed: boolean;
  constructor(entries: Iterable<readonly [K, V]>) {
    super(entries);
    this.sealed = true;
  }
  override set(key: K, value: V): this {
    // Map's constructor adds its entries through set, before `sealed` is assigned.
    if (this.sealed) throw new Error('the page store is fixed at start-up');
    return super.set(key, value);
  }
  override delete(): boolean {
    throw new Error('the page store is fixed at start-up');
  }
  override clear(): void {
    throw new Error('the page store is fixed at start-up');
  }
}

/**
 * The stored page for a request's path (before any `?`), or undefined: the path must be a page's
 * canonical spelling exactly, and a page whose document depends on the query is stored only
 * without one.
 */
export function storedPageFor(store: PageStore, path: string, hasQuery: boolean): StoredPage | undefined {
  const page = store.pages.get(path);
  return page && (!hasQuery || !page.queryDependent) ? page : undefined;
}
