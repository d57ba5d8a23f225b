import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/** Settings read once from the environment at start-up; a bad value stops the start with a clear message. */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export interface Config {
  port: number;
  host: string;
  /** Scheme, host and port that absolute URLs (canonical, sitemap, share links) are built from. */
  publicOrigin: string;
  production: boolean;
  logLevel: LogLevel;
  /** Passed to Express's `trust proxy` setting. */
  trustProxy: boolean | number | string;
  /** Google Analytics measurement id; analytics stays off when it is unset. */
  analyticsId?: string;
  /** Requests one client may make to `/api` per minute; pages are never limited. */
  apiRateLimit: number;
  /** Open connections the server accepts at once; past it, new ones are closed at once (and logged). */
  maxConnections: number;
}

export class ConfigError extends Error {}

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseOrigin(value: string | undefined, port: number): string {
  if (value === undefined || value === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_ORIGIN must be an absolute URL such as https://excusely.example, got "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
    throw new ConfigError(`PUBLIC_ORIGIN must be an http(s) origin with no path, got "${value}"`);
  }
  return url.origin;
}

/** Express's names for address ranges (proxy-addr's presets). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const bad = value
    .split(',')
    .map((item) => item.trim())
    .find((item) => !PROXY_RANGE_NAMES.includes(item) && !isAddressRange(item));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses, subnets or ${PROXY_RANGE_NAMES.join('/')}, got "${value}" ("${bad}")`,
    );
  }
  return value;
}

/** An IP address, alone or with a prefix length (`10.0.0.0/8`, `fd00::/8`) or an IPv4 netmask. */
function isAddressRange(item: string): boolean {
  const [address = '', range, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/** An address or host name to bind to: an IP address, or a DNS name such as localhost. */
function parseHost(value: string | undefined): string {
  if (value === undefined || value === '') return '0.0.0.0';
  const hostName = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
  if (isIP(value) === 0 && !hostName.test(value)) {
    throw new ConfigError(`HOST must be an IP address (such as 0.0.0.0 or ::) or a host name such as localhost, got "${value}"`);
  }
  return value;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if (!LOG_LEVELS.includes(value as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return value as LogLevel;
}

function parseRateLimit(value: string | undefined): number {
  if (value === undefined || value === '') return 120;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1)
    throw new ConfigError(`API_RATE_LIMIT must be a whole number of requests per minute, got "${value}"`);
  return limit;
}

/**
 * By default 4,096, or fewer when the process may open fewer files: the cap must bite before the
 * process runs out of file descriptors, which it needs for its own files and sockets too.
 */
export function defaultMaxConnections(openFilesLimit: number | undefined): number {
  // Room for the files and sockets the process opens itself, under a limit that is known.
  return openFilesLimit === undefined ? 4096 : Math.max(64, Math.min(4096, openFilesLimit - 256));
}

/** The soft limit on open files, from /proc (Linux); undefined where it cannot be read or is unlimited. */
export function openFilesLimit(limits = readProcLimits()): number | undefined {
  const soft = /^Max open files\s+(\d+)/m.exec(limits ?? '')?.[1];
  return soft ? Number(soft) : undefined;
}

function readProcLimits(): string | undefined {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined;
  }
}

function parseMaxConnections(value: string | undefined): number {
  if (value === undefined || value === '') return defaultMaxConnections(openFilesLimit());
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) throw new ConfigError(`MAX_CONNECTIONS must be a whole number of connections, got "${value}"`);
  return limit;
}

function parseAnalyticsId(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^G-[A-Z0-9]{4,20}$/.test(value)) {
    throw new ConfigError(`GA_MEASUREMENT_ID must look like G-XXXXXXXXXX, got "${value}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(env.PORT);
  return {
    port,
    host: parseHost(env.HOST),
    publicOrigin: parseOrigin(env.PUBLIC_ORIGIN, port),
    production: env.NODE_ENV === 'production',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    analyticsId: parseAnalyticsId(env.GA_MEASUREMENT_ID),
    apiRateLimit: parseRateLimit(env.API_RATE_LIMIT),
    maxConnections: parseMaxConnections(env.MAX_CONNECTIONS),
  };
}
