import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as entry from '../../src/entry-server';
import type { AssetResolver, RenderOptions, ServerEntry } from '../../src/render-contract';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { renderOptions } from '../../src/server/page-handler';
import { buildPageStore, type PageStore } from '../../src/server/page-store';
import { securityHeaderList } from '../../src/server/security';

export const ORIGIN = 'https://excusely.test';

/** The stand-in client build's script, long enough for its compressed forms to be smaller. */
export const TEST_ASSET_SOURCE = `${'console.log("test");\n'.repeat(40)}`;

/**
 * A stand-in client build folder as `npm run build` leaves it: one hashed asset with its brotli and
 * gzip forms beside it, public files at the top, and Vite's manifest in a dot-folder.
 */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'excusely-client-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  const asset = path.join(dir, 'assets', 'entry-client-test.js');
  writeFileSync(asset, TEST_ASSET_SOURCE);
  writeFileSync(`${asset}.br`, brotliCompressSync(TEST_ASSET_SOURCE));
  writeFileSync(`${asset}.gz`, gzipSync(TEST_ASSET_SOURCE));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}\n');
  return dir;
}

/** A stand-in stylesheet, with a string that would close the `<style>` element if written raw. */
export const TEST_STYLES = 'body{color:#111}.trap::after{content:"</style><b>not markup</b>"}';

/** Stand-ins for the built files: enough for the document to name its scripts and inline its styles. */
export const testAssets: AssetResolver = {
  inlineStyles: TEST_STYLES,
  forModules: (moduleIds) => ({
    scripts: ['/assets/load-after-paint-test.js'],
    entry: '/assets/entry-client-test.js',
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

/** A whole-document render's options as the tests make them (a crawler's: the document at once), for now, with the given assets. */
export function testRenderOptions(assets: AssetResolver, overrides: Partial<RenderOptions> = {}): RenderOptions {
  return {
    assets,
    origin: ORIGIN,
    waitForAll: true,
    showErrorDetails: false,
    timeoutMs: 10_000,
    now: Date.now(),
    onError: () => {},
    ...overrides,
  };
}

const sharedStores = new Map<string, Promise<PageStore>>();

/**
 * The real site from source, production settings, wired as server.ts wires it: the fast path in
 * front of Express, over pages rendered and stored before the first request (unless `storePages`
 * is false, for renders that are meant to fail). `app` is that request listener (`createApp`'s
 * `handle`); `express` is the Express app alone. Log lines are collected. `clock` is the server's
 * time (ms since the epoch) for the store and the app alike; `Date.now` by default.
 */
export async function makeTestApp(
  overrides: { entry?: ServerEntry; production?: boolean; storePages?: boolean; env?: NodeJS.ProcessEnv; clock?: () => number } = {},
) {
  const logs: Record<string, unknown>[] = [];
  const config = loadConfig({
    PUBLIC_ORIGIN: ORIGIN,
    NODE_ENV: overrides.production === false ? 'development' : 'production',
    LOG_LEVEL: 'debug',
    ...overrides.env,
  });
  const logger = createLogger('debug', (line) => logs.push(JSON.parse(line)));
  const pageOptions = {
    config,
    logger,
    loadEntry: async () => overrides.entry ?? entry,
    assets: testAssets,
    ...(overrides.clock ? { clock: overrides.clock } : {}),
  };
  const build = () =>
    buildPageStore(overrides.entry ?? entry, {
      origin: config.publicOrigin,
      securityHeaders: securityHeaderList(config, false),
      renderOptions: (pagePath) => renderOptions(pageOptions, pagePath, true),
      ...(overrides.clock ? { clock: overrides.clock } : {}),
      onRefreshError: (error) => logger.error('page store refresh failed', { error: String(error) }),
    });
  // The store is read-only, so test apps of the same entry and page settings share one (a store
  // costs seconds of CPU); a test that checks a store's logs or errors, or sets the clock, builds its own.
  const storeKey = overrides.entry || overrides.clock ? undefined : JSON.stringify([config.publicOrigin, config.analyticsId]);
  let pageStore: PageStore | undefined;
  if (config.production && overrides.storePages !== false) {
    const pending = (storeKey && sharedStores.get(storeKey)) || build();
    if (storeKey) sharedStores.set(storeKey, pending);
    pageStore = await pending;
  }
  const clientDir = fakeClientDir();
  const { handle, app, fastPath, lifecycle } = createApp({ ...pageOptions, clientDir, ...(pageStore ? { pageStore } : {}) });
  return { app: handle, express: app, fastPath, clientDir, lifecycle, logs, logger, config, pageStore };
}

/** An answer with its body as it crossed the wire (supertest and fetch would decompress it). */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection to a server on this machine, answered as it crossed the wire. */
export function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** A port nothing on this machine listens on right now, for a server a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const servers = new Set<ChildProcess>();

/**
 * Starts a server process (Node with `args`, the environment plus `env`) and resolves once it logs
 * that it listens; rejects, with what it printed, if it exits first. Every stdout line is kept in
 * `lines`, and `logged` waits for a message. `stopServers` kills it, started or not.
 */
export function startServer(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ proc: ChildProcess; lines: string[]; logged: (message: string) => Promise<void> }> {
  const proc = spawn(process.execPath, args, { env: { ...process.env, LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  servers.add(proc);
  const lines: string[] = [];
  let stderr = '';
  const logged = (message: string) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (lines.some((line) => line.includes(`"msg":"${message}"`))) resolve();
        else proc.stdout?.once('data', () => setImmediate(check));
      };
      check();
    });
  proc.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  proc.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`server exited early with ${code}:\n${lines.join('\n')}\n${stderr}`)));
    logged('listening').then(() => resolve({ proc, lines, logged }));
  });
}

/** Kills every server `startServer` started. */
export function stopServers(): void {
  for (const proc of servers) proc.kill('SIGKILL');
  servers.clear();
}
