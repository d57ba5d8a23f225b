import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

/** One form of a body as it is sent: its bytes, its ETag and every header that goes with it. */
export interface StoredForm {
  body: Buffer;
  /** Distinct per encoding: a cache must never answer a brotli request with the gzip bytes. */
  etag: string;
  /** The whole header list of a full answer, flat (`[name, value, name, value, ...]`). */
  headers: readonly string[];
  /** The header list of a 304 for this form: the same, less the body's length and coding. */
  notModifiedHeaders: readonly string[];
}

/**
 * An answer made once, when the server starts, and sent as it is to every request for it: a page
 * or a file of the client build. Every header is fixed at that moment from the same lists the full
 * stack uses (`securityHeaderList`, the page's own headers), so nothing a request brings can change
 * what the next one gets.
 */
export interface StoredResponse {
  status: number;
  forms: { identity: StoredForm } & Partial<Record<Exclude<Encoding, 'identity'>, StoredForm>>;
  /**
   * For an answer that changes at UTC midnight: its Cache-Control, made from the server's clock
   * each time it is sent (its forms' header lists have none). Every other answer's is fixed.
   */
  cacheControlAt?: (now: number) => string;
}

/** A short digest of a body's plain form, the stem of its ETags. */
export const contentDigest = (body: Buffer | string) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

const ETAG_SUFFIX: Record<Encoding, string> = { identity: '', br: '-br', gzip: '-gzip' };

/**
 * A stored answer from its status, its headers (all but the per-form ETag, Content-Encoding and
 * Content-Length) and its body in each form; `Vary: Accept-Encoding` is added when there is a
 * choice of forms. With `cacheControlAt`, Cache-Control is left out of `headers` and made when sent.
 */
export function storedResponse(
  status: number,
  headers: readonly (readonly [string, string])[],
  bodies: { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>,
  cacheControlAt?: (now: number) => string,
): StoredResponse {
  const digest = contentDigest(bodies.identity);
  const varies = Boolean(bodies.br || bodies.gzip);
  const common = [...headers.flat(), ...(varies ? ['Vary', 'Accept-Encoding'] : [])];
  const form = (encoding: Encoding, body: Buffer): StoredForm => {
    const etag = `"${digest}${ETAG_SUFFIX[encoding]}"`;
    const notModifiedHeaders = Object.freeze([...common, 'ETag', etag]);
    const coding = encoding === 'identity' ? [] : ['Content-Encoding', encoding];
    return Object.freeze({
      body,
      etag,
      notModifiedHeaders,
      headers: Object.freeze([...notModifiedHeaders, ...coding, 'Content-Length', String(body.length)]),
    });
  };
  return Object.freeze({
    status,
    ...(cacheControlAt ? { cacheControlAt } : {}),
    forms: Object.freeze({
      identity: form('identity', bodies.identity),
      ...(bodies.br ? { br: form('br', bodies.br) } : {}),
      ...(bodies.gzip ? { gzip: form('gzip', bodies.gzip) } : {}),
    }),
  });
}

/** Brotli first, whatever order the client lists it in (Chrome sends `gzip, deflate, br, zstd`): it is the smallest. */
const PREFERRED: Encoding[] = ['br', 'gzip', 'identity'];
/**
 * The choice for each Accept-Encoding value seen: browsers send a handful. Bounded in count and
 * length, so a client inventing values only costs itself a negotiation. Only the choice is kept,
 * and it depends on nothing but the header's value.
 */
const ENCODING_FOR_HEADER = new Map<string, Encoding>();
export const MAX_REMEMBERED_ENCODING_HEADERS = 256;
const MAX_REMEMBERED_HEADER_LENGTH = 128;

/** The coding a request's Accept-Encoding allows, as `negotiator` reads it, with brotli preferred among equals. */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = ENCODING_FOR_HEADER.get(header);
  if (known) return known;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[];
  const encoding = (encodings.call(negotiator, PREFERRED, { preferred: PREFERRED })[0] as Encoding | undefined) ?? 'identity';
  if (ENCODING_FOR_HEADER.size < MAX_REMEMBERED_ENCODING_HEADERS && header.length <= MAX_REMEMBERED_HEADER_LENGTH)
    ENCODING_FOR_HEADER.set(header, encoding);
  return encoding;
}

/** How many Accept-Encoding values are remembered, for tests of the bound. */
export const rememberedEncodingHeaders = () => ENCODING_FOR_HEADER.size;

/**
 * A form's header lists with the Cache-Control last sent with it, for answers whose Cache-Control is
 * made when sent. It changes only in the last five minutes before midnight, so almost every send
 * reuses the lists. Kept by form: a day's forms, dropped from the store, take theirs with them.
 */
const TIMED_LISTS = new WeakMap<StoredForm, { cacheControl: string; headers: readonly string[]; notModifiedHeaders: readonly string[] }>();
function timedLists(form: StoredForm, cacheControl: string) {
  let lists = TIMED_LISTS.get(form);
  if (lists?.cacheControl !== cacheControl) {
    lists = {
      cacheControl,
      headers: [...form.headers, 'Cache-Control', cacheControl],
      notModifiedHeaders: [...form.notModifiedHeaders, 'Cache-Control', cacheControl],
    };
    TIMED_LISTS.set(form, lists);
  }
  return lists;
}

/** The request headers a stored answer depends on. */
export interface ConditionalHeaders {
  acceptEncoding?: string | undefined;
  ifNoneMatch?: string | undefined;
  cacheControl?: string | undefined;
}

/**
 * Sends a stored answer in the best form the client accepts. A 200 whose ETag the client's
 * If-None-Match names (and no `Cache-Control: no-cache`) is a 304; HEAD gets the headers alone.
 * The fast path and Express both send through here. Returns the status and the bytes sent.
 * `clock` is read only for an answer whose Cache-Control runs to midnight.
 */
export function sendStored(
  res: ServerResponse,
  method: string,
  stored: StoredResponse,
  request: ConditionalHeaders,
  clock: () => number = Date.now,
): { status: number; bytes: number | undefined } {
  const form = stored.forms[pickEncoding(request.acceptEncoding)] ?? stored.forms.identity;
  const lists = stored.cacheControlAt ? timedLists(form, stored.cacheControlAt(clock())) : form;
  if (
    stored.status === 200 &&
    request.ifNoneMatch &&
    fresh({ 'if-none-match': request.ifNoneMatch, 'cache-control': request.cacheControl }, { etag: form.etag })
  ) {
    res.writeHead(304, lists.notModifiedHeaders as string[]);
    res.end();
    return { status: 304, bytes: undefined };
  }
  res.writeHead(stored.status, lists.headers as string[]);
  res.end(method === 'HEAD' ? undefined : form.body);
  return { status: stored.status, bytes: form.body.length };
}
