import { describe, expect, it } from 'vitest';
import { ConfigError, defaultMaxConnections, loadConfig, openFilesLimit } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      publicOrigin: 'http://localhost:3000',
      production: false,
      logLevel: 'info',
      trustProxy: false,
      analyticsId: undefined,
      apiRateLimit: 120,
      maxConnections: expect.any(Number),
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: 'https://excusely.test/',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      API_RATE_LIMIT: '30',
      MAX_CONNECTIONS: '500',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      publicOrigin: 'https://excusely.test',
      production: true,
      logLevel: 'warn',
      trustProxy: 1,
      analyticsId: 'G-ABC123XYZ',
      apiRateLimit: 30,
      maxConnections: 500,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1/255.0.0.0, fd00::/8, uniquelocal' }).trustProxy).toBe(
      '10.0.0.1/255.0.0.0, fd00::/8, uniquelocal',
    );
    for (const host of ['::', 'localhost', '::1', 'excusely.internal']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'excusely.test' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://excusely.test/path' })).toThrow(/no path/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ GA_MEASUREMENT_ID: '<script>' })).toThrow(/GA_MEASUREMENT_ID/);
    expect(() => loadConfig({ API_RATE_LIMIT: 'lots' })).toThrow(/API_RATE_LIMIT/);
    expect(() => loadConfig({ API_RATE_LIMIT: '0' })).toThrow(/API_RATE_LIMIT/);
    expect(() => loadConfig({ HOST: 'local host' })).toThrow(/HOST/);
    expect(() => loadConfig({ HOST: 'http://0.0.0.0' })).toThrow(/HOST/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.internal' })).toThrow(/"proxy.internal"/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(/MAX_CONNECTIONS/);
  });

  it('caps connections below the open-files limit by default, at 4,096 at most', () => {
    const limits = (soft: string) =>
      `Limit                     Soft Limit           Hard Limit           Units\nMax open files            ${soft}                1048576              files\n`;
    expect(openFilesLimit(limits('1024'))).toBe(1024);
    expect(openFilesLimit(limits('unlimited'))).toBeUndefined();
    expect(defaultMaxConnections(1024)).toBe(768);
    expect(defaultMaxConnections(100_000)).toBe(4096);
    expect(defaultMaxConnections(undefined)).toBe(4096);
    // This machine's limit, read as the server reads it: a Linux runner always has one.
    const limit = openFilesLimit();
    expect(limit).toBeGreaterThan(0);
    const { maxConnections } = loadConfig({});
    expect(maxConnections).toBeLessThanOrEqual(4096);
    expect(maxConnections).toBeLessThan(limit as number);
  });
});
