import type { LogLevel } from './config';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** Whether lines at this level are written, so hot paths can skip building them. */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

/** One JSON object per line on stdout, so any log collector can parse it. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log =
    (at: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: LogFields = {}) => {
      if (ORDER[at] < ORDER[level]) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: at, msg: message, ...fields })}\n`);
    };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    enabled: (at) => ORDER[at] >= ORDER[level],
  };
}

export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
