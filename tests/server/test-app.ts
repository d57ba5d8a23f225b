import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as entry from '../../src/entry-server';
import type { AssetResolver, ServerEntry } from '../../src/render-contract';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import type { PageCache } from '../../src/server/page-cache';

export const ORIGIN = 'https://excusely.test';

/** A stand-in client build folder with one hashed asset and one public file. */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'excusely-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'entry-client-test.js'), 'console.log("test");\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  return dir;
}

/** A stand-in stylesheet, with a string that would close the `<style>` element if written raw. */
export const TEST_STYLES = 'body{color:#111}.trap::after{content:"</style><b>not markup</b>"}';

/** Stand-ins for the built files: enough for the document to name its scripts and inline its styles. */
export const testAssets: AssetResolver = {
  inlineStyles: TEST_STYLES,
  forModules: (moduleIds) => ({
    scripts: ['/assets/entry-client-test.js'],
    styles: [],
    preloads: moduleIds.map(
      (id) =>
        `/assets/${id
          .split('/')
          .at(-1)
          ?.replace(/\.tsx?$/, '')}-test.js`,
    ),
  }),
};

/** The real app from source, production settings, with its log lines collected. */
export function makeTestApp(
  overrides: { entry?: ServerEntry; production?: boolean; cachePages?: boolean; env?: NodeJS.ProcessEnv; pageCache?: PageCache } = {},
) {
  const logs: Record<string, unknown>[] = [];
  const config = loadConfig({
    PUBLIC_ORIGIN: ORIGIN,
    NODE_ENV: overrides.production === false ? 'development' : 'production',
    LOG_LEVEL: 'debug',
    ...overrides.env,
  });
  const logger = createLogger('debug', (line) => logs.push(JSON.parse(line)));
  const { app, lifecycle, ownsPath } = createApp({
    config,
    logger,
    loadEntry: async () => overrides.entry ?? entry,
    assets: testAssets,
    clientDir: fakeClientDir(),
    cachePages: overrides.cachePages ?? true,
    ...(overrides.pageCache ? { pageCache: overrides.pageCache } : {}),
  });
  return { app, lifecycle, logs, logger, config, ownsPath };
}

/** A port nothing on this machine listens on right now, for a server a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
