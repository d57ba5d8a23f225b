import type { LogLevel } from './config';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  /** One access-log line ('request', at info). Written in batches, like every info line; see `createLogger`. */
  request(fields: LogFields): void;
  /**
   * The same access-log line for the fast path, built from its parts without walking an object:
   * `pathJson` is the path as JSON (`jsonValue`), which the caller keeps for the paths it sees again.
   */
  access(method: 'GET' | 'HEAD', pathJson: string, status: number, durationMs: number, bytes?: number): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** Whether lines at this level are written, so hot paths can skip building them. */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

let isoSecond = Number.NaN;
let isoPrefix = '';
/**
 * The time as ISO 8601. Date formatting is done once a second (it cost a cached page a tenth of
 * its logging time); the milliseconds are added to that second's prefix.
 */
function isoNow(): string {
  const now = Date.now();
  const millis = now % 1000;
  const second = now - millis;
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second).toISOString().slice(0, -4); // up to and including the '.'
  }
  return `${isoPrefix}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z`;
}

/** A start time for `msSince`; cheaper than a bigint from `process.hrtime`. */
export const startTimer = (): number => performance.now();
/** Milliseconds since `startTimer` gave `started`, to two decimals, as the access log records them. */
export const msSince = (started: number): number => Math.round((performance.now() - started) * 100) / 100;

/** Printable ASCII but for the quote and backslash: JSON text as it stands, between quotes. */
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** A field value as JSON. Plain text and numbers skip JSON.stringify, whose setup costs more than they do. */
export function jsonValue(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && PLAIN_TEXT.test(value)) return `"${value}"`;
  return JSON.stringify(value);
}

/**
 * One JSON line, built field by field: on the hot path (a line per request) this costs a quarter
 * of stringifying a fresh object. Undefined fields are left out, as JSON.stringify would. Field
 * names are written as they are: they are the code's own identifiers, never input.
 */
export function formatLine(level: string, message: string, fields: LogFields): string {
  let line = `{"time":"${isoNow()}","level":"${level}","msg":${jsonValue(message)}`;
  for (const key in fields) {
    const value = fields[key];
    if (value === undefined) continue;
    line += `,"${key}":${jsonValue(value)}`;
  }
  return `${line}}\n`;
}

/**
 * The line `formatLine('info', 'request', { method, path, status, durationMs, bytes })` writes, from
 * the path already as JSON: the fast path's access log, a line per cached answer.
 */
export function accessLine(method: 'GET' | 'HEAD', pathJson: string, status: number, durationMs: number, bytes?: number): string {
  const size = bytes === undefined ? '' : `,"bytes":${bytes}`;
  return `{"time":"${isoNow()}","level":"info","msg":"request","method":"${method}","path":${pathJson},"status":${status},"durationMs":${durationMs}${size}}\n`;
}

/** How long access-log lines may wait to be written together. */
const ACCESS_LOG_FLUSH_MS = 50;
/** Room for a few hundred access-log lines between writes. */
const ACCESS_LOG_BUFFER_BYTES = 64 * 1024;

/**
 * Access-log lines for stdout, gathered and written together: a write per request cost a cached
 * page about as much CPU as serving it. Each line is encoded into a buffer as it comes: gathered
 * in a string instead, the waiting lines cost a cached page a tenth of its CPU (`npm run bench`),
 * concatenated and then flattened and encoded again at each write. Flushed within
 * ACCESS_LOG_FLUSH_MS, when the buffer is full, before any other line (so the order holds) and
 * when the process exits.
 */
function batchedStdout() {
  let buffer: Buffer | undefined;
  let used = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!buffer || used === 0) return;
    // A fresh buffer next time: the stream may still hold this one (asynchronous stdout).
    process.stdout.write(buffer.subarray(0, used));
    buffer = undefined;
    used = 0;
  };
  process.on('exit', flush);
  const add = (line: string) => {
    // UTF-8 takes at most three bytes per UTF-16 unit; a line that may not fit goes after a flush.
    const most = line.length * 3;
    if (buffer && used + most > buffer.length) flush();
    if (most > ACCESS_LOG_BUFFER_BYTES) {
      process.stdout.write(line);
      return;
    }
    buffer ??= Buffer.allocUnsafe(ACCESS_LOG_BUFFER_BYTES);
    used += buffer.write(line, used);
    timer ??= setTimeout(flush, ACCESS_LOG_FLUSH_MS).unref();
  };
  return { add, flush };
}

/**
 * One JSON object per line on stdout, so any log collector can parse it. Lines at debug and info
 * (the access log, each 404's path) are written in batches; a warning or an error is written at
 * once, after the lines waiting before it. With a `write` of its own (tests), every line is
 * written at once.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const batch = write ? undefined : batchedStdout();
  const writeNow =
    write ??
    ((line: string) => {
      batch?.flush();
      process.stdout.write(line);
    });
  const writeBatched = (line: string) => {
    if (batch) batch.add(line);
    else writeNow(line);
  };
  const enabled = (at: Exclude<LogLevel, 'silent'>) => ORDER[at] >= ORDER[level];
  const log = (at: Exclude<LogLevel, 'silent'>) => {
    const write = at === 'debug' || at === 'info' ? writeBatched : writeNow;
    return (message: string, fields: LogFields = {}) => {
      if (enabled(at)) write(formatLine(at, message, fields));
    };
  };
  return {
    debug: log('debug'),
    info: log('info'),
    request: (fields) => {
      if (enabled('info')) writeBatched(formatLine('info', 'request', fields));
    },
    access: (method, pathJson, status, durationMs, bytes) => {
      if (enabled('info')) writeBatched(accessLine(method, pathJson, status, durationMs, bytes));
    },
    warn: log('warn'),
    error: log('error'),
    enabled,
  };
}

export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
