/**
 * The static export (dist/static, written by `npm run build`) holds exactly what the Node service
 * keeps in memory, and deploy/nginx.conf in front of it answers every request as the service does:
 * same status, headers and body, for every page of the route table, the pages rendered per request,
 * other spellings of a path, the 404 page, the client build and the API; for an http and an https
 * PUBLIC_ORIGIN; with each visitor's own address reaching the service. The nginx part is skipped
 * only where nginx is absent (CI installs it).
 */

import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';
// @ts-expect-error: a plain ES module script without type declarations
import { exportStatic, fileForPath } from '../../scripts/export-static.mjs';
import { pagePaths } from '../../src/entry-server';
import { langOfPath } from '../../src/i18n/languages';
import { excuseForDay } from '../../src/lib/excuse-of-the-day';
import { GENERATORS } from '../../src/lib/generators';
import { dayNumber, dayStart } from '../../src/lib/utc-day';
import { buildFeedXml } from '../../src/server/feed';
import { freePort, startServer, stopServers } from './test-app';

const STATIC = path.resolve('dist/static');
const CLIENT = path.resolve('dist/client');
/** The header file the build writes beside the export, for nginx. */
const HEADERS_FILE = path.resolve('dist/nginx-headers.conf');
const HTTPS_ORIGIN = 'https://excusely.test';
const NGINX_CONF = readFileSync('deploy/nginx.conf', 'utf8');
/** The service behind nginx runs with the TRUST_PROXY value the config's comments give. */
const TRUST_PROXY = /TRUST_PROXY=(\d+)/.exec(NGINX_CONF)?.[1];

const tempDirs: string[] = [];
/** A folder for this run, readable by nginx's workers (which run as another user). */
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'excusely-export-test-'));
  chmodSync(dir, 0o755);
  tempDirs.push(dir);
  return dir;
};
const stops: (() => void)[] = [];

beforeAll(() => ensureBuild(), 300_000);
afterAll(() => {
  for (const stop of stops) stop();
  stopServers();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** The built service on a spare loopback port, as it runs behind nginx; resolves once it listens. */
async function startNode(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  await startServer(['dist/server/server.js'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(TRUST_PROXY ? { TRUST_PROXY } : {}),
    ...env,
  });
  return `http://127.0.0.1:${port}`;
}

/** The UTC day the export was made on, from its feed's `updated`. */
const exportDay = (dir: string) => {
  const updated = /<updated>(\d{4}-\d{2}-\d{2})T00:00:00Z<\/updated>/.exec(readFileSync(path.join(dir, 'feed.xml'), 'utf8'))?.[1];
  if (!updated) throw new Error('the export holds no feed.xml with an updated date');
  return dayNumber(Date.parse(`${updated}T00:00:00Z`));
};
/** A text as React writes it into a page. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** The origin the export was built for, from its sitemap. */
const exportOrigin = (dir: string) => new URL(exportedSitemap(dir)[0] as string).origin;
const exportedSitemap = (dir: string) =>
  [...readFileSync(path.join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] as string);

/** Every file under a folder, by its path there (`/`-separated), less the compressed forms beside them. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One request sent as it is written (fetch would resolve `/x/../about` before sending it), by
 * default without compression, and its answer as sent: every header by its lowercase name, a
 * header sent twice joined by a comma (so a header added twice shows), the body not decoded.
 */
function send(
  base: string,
  target: string,
  { encoding = 'identity', ...options }: { method?: string; localAddress?: string; encoding?: string } = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: target, agent: false, headers: { 'Accept-Encoding': encoding }, ...options },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (let index = 0; index < res.rawHeaders.length; index += 2) {
            const name = (res.rawHeaders[index] as string).toLowerCase();
            const value = res.rawHeaders[index + 1] as string;
            headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function waitFor(base: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await send(base, '/readyz')).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not answer`);
}

describe('static export', () => {
  let node = '';
  beforeAll(async () => {
    node = await startNode({ PUBLIC_ORIGIN: exportOrigin(STATIC) });
  }, 120_000);

  it('holds every page of the route table, the 404 page, sitemap, robots and feed exactly as the service sends them', async () => {
    const pages = pagePaths();
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/search', '/saved', '/get-my-excuse', '/excuse-of-the-day']),
    );
    const exported = (file: string) => readFileSync(path.join(STATIC, file), 'utf8');
    const served = async (target: string, status = 200) => {
      const answer = await send(node, target);
      expect(answer.status, target).toBe(status);
      return answer.body.toString('utf8');
    };
    // The answers with the excuse of the day are the service's as of the day the export was made:
    // compared with the service on that day, and with that day's excuse on any other.
    const day = exportDay(STATIC);
    const sameDay = day === dayNumber(Date.now());
    const dayDependent = new Set(pages.filter((page) => page.dayDependent).map((page) => page.path));
    expect([...dayDependent].sort()).toEqual(['/', '/es', '/es/excusa-del-dia', '/excuse-of-the-day']);
    for (const pathname of [...pages.map((page) => page.path), ...exportedSitemap(STATIC).map((loc) => new URL(loc).pathname)]) {
      if (dayDependent.has(pathname) && !sameDay)
        expect(exported(fileForPath(pathname)), pathname).toContain(htmlText(excuseForDay(day, GENERATORS[langOfPath(pathname)]).text));
      else expect(exported(fileForPath(pathname)), pathname).toBe(await served(pathname));
    }
    expect(exported('404.html')).toBe(await served('/no/such/page', 404));
    for (const file of ['sitemap.xml', 'robots.txt']) expect(exported(file), file).toBe(await served(`/${file}`));
    expect(exported('feed.xml')).toBe(buildFeedXml(exportOrigin(STATIC), dayStart(day)));
    if (sameDay) expect(exported('feed.xml')).toBe(await served('/feed.xml'));
    expect(exported('es/feed.xml')).toBe(buildFeedXml(exportOrigin(STATIC), dayStart(day), 'es'));
  });

  it('holds every file of the client build the service serves, as it serves it, and no other (Vite’s manifest)', async () => {
    const wrong: string[] = [];
    for (const file of filesUnder(CLIENT)) {
      const served = await send(node, `/${file}`);
      const exported = path.join(STATIC, file);
      if (served.status === 200 ? !existsSync(exported) || !readFileSync(exported).equals(served.body) : existsSync(exported))
        wrong.push(`${file} (the service answers ${served.status})`);
    }
    expect(filesUnder(CLIENT)).toContain('.vite/manifest.json');
    expect(wrong).toEqual([]);
  });

  it('writes beside it, for nginx, the security headers the service sends', async () => {
    const lines = [...readFileSync(HEADERS_FILE, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)];
    expect(lines.length).toBeGreaterThan(5);
    const { headers } = await send(node, '/');
    for (const [, name, value] of lines) expect(headers[(name as string).toLowerCase()], name).toBe(value);
  });

  it('puts a .br and a .gz beside every text file', () => {
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(html|xml|txt|js|css|svg)$/.test(entry.name))
          for (const suffix of ['.br', '.gz']) if (!existsSync(file + suffix)) missing.push(file + suffix);
      }
    };
    walk(STATIC);
    expect(missing).toEqual([]);
  });
});

const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const brotliModule = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
if (!nginxBinary) console.warn('nginx is not installed: skipping the deploy/nginx.conf comparison (apt-get install nginx-light).');

/** Replaces a value the operator edits (or the test needs elsewhere), which must be in the file. */
function setValue(conf: string, from: string, to: string): string {
  if (!conf.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
  return conf.replaceAll(from, to);
}

/**
 * nginx with the shipped deploy/nginx.conf, its marked values set as an operator would: the
 * service at `upstream`, the export in `root` and the header file the export was written with.
 */
async function startNginx(options: { upstream: string; root: string; headersFile: string }): Promise<string> {
  const port = await freePort();
  const dir = tempDir();
  let conf = NGINX_CONF;
  conf = setValue(conf, 'server 127.0.0.1:3000;', `server ${new URL(options.upstream).host};`);
  conf = setValue(conf, 'listen 8080;', `listen 127.0.0.1:${port};`);
  conf = setValue(conf, 'root /srv/excusely/dist/static;', `root ${options.root};`);
  conf = setValue(conf, '/srv/excusely/dist/nginx-headers.conf', options.headersFile);
  conf = setValue(conf, 'pid /tmp/excusely-nginx.pid;', `pid ${dir}/nginx.pid;`);
  conf = setValue(conf, '/tmp/excusely-nginx-', `${dir}/`);
  if (!brotliModule) conf = conf.replace(/^.*(load_module|brotli_static).*$/gm, '');
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  execFileSync(nginxBinary as string, ['-t', '-q', ...args]);
  const nginx = spawn(nginxBinary as string, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  stops.push(() => nginx.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base);
  return base;
}

/** Headers of the connection, the moment or the server, not of the answer: nginx and Node each send their own. */
const OWN_HEADERS = [
  'connection',
  'keep-alive',
  'date',
  'server',
  'etag',
  'last-modified',
  'accept-ranges',
  'content-length',
  'transfer-encoding',
];
/** How many API requests are left this minute: one fewer on each request, whoever asks. */
const CHANGING_HEADERS = ['ratelimit'];

/**
 * What is compared of an answer: its status and all but those headers, in order of name. An answer
 * cached until midnight names the seconds left in its Cache-Control: two answers a second apart may
 * differ there, so only its form is compared.
 */
const comparable = (answer: Answer) => ({
  status: answer.status,
  headers: Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name]) => !OWN_HEADERS.includes(name) && !CHANGING_HEADERS.includes(name))
      .map(([name, value]) => [
        name,
        name === 'cache-control' ? value.replace(/^public, max-age=\d+, s-maxage=\d+$/, 'public, max-age=N, s-maxage=N') : value,
      ])
      .sort(([a], [b]) => (a as string).localeCompare(b as string)),
  ),
});

interface Target {
  target: string;
  method?: string;
  /** A generated excuse picked at random: its body differs from one answer to the next. */
  random?: boolean;
  /** Answered by nginx from the export (with the Last-Modified of a file), not by the service. */
  exported: boolean;
}

/**
 * Every kind of request the service answers, and those it refuses, each with where nginx takes
 * its answer from: the export, for what the service answers from memory whatever the query (its
 * pages, the client build, sitemap and robots); the service, for everything else.
 */
function comparedTargets(root: string): Target[] {
  const pages = pagePaths();
  const fromExport = [
    // Every page of the route table that is the same every day; a query on one whose document does not depend on it.
    ...pages.filter((page) => !page.dayDependent).map((page) => page.path),
    '/about?utm_source=test',
    '/saved?from=test',
    '/es/excusas/trabajo/llegar-tarde?utm_source=x',
    // Every file of the client build the export holds (it holds what the service serves), sitemap and robots.
    ...filesUnder(root)
      .filter((file) => !file.endsWith('.html') && file !== 'feed.xml' && file !== 'es/feed.xml')
      .map((file) => `/${file}`),
    '/sitemap',
  ];
  const fromNode: (string | Omit<Target, 'exported'>)[] = [
    // The answers with the excuse of the day, which change at every UTC midnight: the export's copies
    // are as of the build.
    ...pages.filter((page) => page.dayDependent).map((page) => page.path),
    '/?utm_source=test',
    '/excuse-of-the-day?from=test',
    '/feed.xml',
    '/es/feed.xml',
    '/feed.xml?x=1',
    '/feed.xml.gz',
    '/excuse-of-the-day.html',
    // Pages whose document depends on the query, with one (even empty).
    ...pages.filter((page) => page.queryDependent).map((page) => `${page.path}?`),
    '/search?q=dog',
    '/get-my-excuse?id=work-formal-3',
    '/es/buscar?q=reunion',
    '/es/generador-de-excusas?id=work-formal-3',
    '/es/no-existe',
    '/ES/Excusas/Trabajo/Llegar-Tarde',
    { target: '/get-my-excuse?category=work&tone=formal', random: true },
    // Other spellings of a page's path, and an old path of a page.
    '/About',
    '/about/',
    '//about',
    '/%61bout',
    '/excuses/../about',
    '/excuses/social/ghost-someone',
    // Unknown paths, among them the export's own file names.
    '/no/such/page',
    '/404',
    '/index',
    '/excuses',
    '/404.html',
    '/index.html',
    '/about.html',
    '/about.html.br',
    '/sw.js.gz',
    '/.vite/manifest.json',
    '/assets',
    '/assets/',
    '/assets/no-such-file.js',
    '/og/no-such-card.png',
    // A generated excuse's share card, drawn by the service.
    '/og/excuse/work-formal-3.png',
    // The API and health checks.
    '/api',
    '/api/',
    '/api/excuses?id=work-formal-1',
    '/healthz',
    '/readyz',
    // Requests the service refuses.
    '/about?%zz',
    `/about?${'q'.repeat(2048)}`,
    { target: '/about', method: 'POST' },
  ];
  return [
    ...fromExport.map((target) => ({ target, exported: true })),
    ...fromNode.map((target) => ({ ...(typeof target === 'string' ? { target } : target), exported: false })),
  ];
}

/** What a client accepts, and the precompressed file nginx must send it (brotli where a browser takes both). */
const ENCODINGS = [
  { accept: 'gzip', coding: 'gzip', suffix: '.gz' },
  ...(brotliModule
    ? [
        { accept: 'br', coding: 'br', suffix: '.br' },
        { accept: 'gzip, deflate, br, zstd', coding: 'br', suffix: '.br' },
      ]
    : []),
];

/** The exports nginx serves: the build's own, and one made here for an https PUBLIC_ORIGIN. */
const servedExports = [
  {
    name: 'the build’s export',
    make: async () => {
      if (!existsSync(HEADERS_FILE)) throw new Error('dist/nginx-headers.conf is missing: `npm run build` writes it with the export');
      return { root: STATIC, headersFile: HEADERS_FILE, origin: exportOrigin(STATIC) };
    },
  },
  {
    name: `an export for ${HTTPS_ORIGIN}`,
    make: async () => {
      const dir = tempDir();
      const made = { root: path.join(dir, 'static'), headersFile: path.join(dir, 'nginx-headers.conf'), origin: HTTPS_ORIGIN };
      await exportStatic({ outDir: made.root, headersFile: made.headersFile, publicOrigin: HTTPS_ORIGIN, quiet: true });
      return made;
    },
  },
];

for (const { name, make } of servedExports)
  describe.skipIf(!nginxBinary)(`deploy/nginx.conf in front of ${name}`, () => {
    let node = '';
    let proxy = '';
    let origin = '';
    let root = '';
    beforeAll(async () => {
      const made = await make();
      ({ origin, root } = made);
      node = await startNode({ PUBLIC_ORIGIN: origin });
      proxy = await startNginx({ upstream: node, ...made });
    }, 180_000);

    it('answers every request like the Node service (status, headers, body), from the export or the service', async () => {
      const differences = [];
      for (const { target, method, random, exported } of comparedTargets(root)) {
        const [fromNode, fromNginx] = await Promise.all([send(node, target, { method }), send(proxy, target, { method })]);
        const [expected, actual] = [comparable(fromNode), comparable(fromNginx)];
        const sameBody = random || fromNginx.body.equals(fromNode.body);
        const fromExport = 'last-modified' in fromNginx.headers;
        if (!sameBody || fromExport !== exported || JSON.stringify(actual) !== JSON.stringify(expected))
          differences.push({ request: `${method ?? 'GET'} ${target}`, node: expected, nginx: actual, sameBody, fromExport });
      }
      expect(differences).toEqual([]);
    });

    it('sends Strict-Transport-Security and upgrade-insecure-requests exactly when the origin is https', async () => {
      const https = origin.startsWith('https:');
      for (const target of ['/', '/favicon.svg', '/no/such/page']) {
        const { headers } = await send(proxy, target);
        expect(Boolean(headers['strict-transport-security']), target).toBe(https);
        expect(headers['content-security-policy']?.includes('upgrade-insecure-requests'), target).toBe(https);
      }
    });

    it('sends the precompressed files of the export', async () => {
      const files = {
        '/excuses/work/late-to-work': fileForPath('/excuses/work/late-to-work'),
        '/search': 'search.html',
        '/sw.js': 'sw.js',
      };
      for (const [target, file] of Object.entries(files))
        for (const { accept, coding, suffix } of ENCODINGS) {
          const answer = await send(proxy, target, { encoding: accept });
          expect(answer.headers['content-encoding'], `${target} ${accept}`).toBe(coding);
          expect(answer.body.equals(readFileSync(path.join(root, file + suffix))), `${target} ${accept}`).toBe(true);
        }
    });
  });

describe.skipIf(!nginxBinary)('the client address behind deploy/nginx.conf', () => {
  it('reaches the service, so each client has its own API quota', async () => {
    expect(TRUST_PROXY, 'deploy/nginx.conf says which TRUST_PROXY the service runs with').toBe('1');
    const node = await startNode({ PUBLIC_ORIGIN: exportOrigin(STATIC), API_RATE_LIMIT: '2' });
    const proxy = await startNginx({ upstream: node, root: STATIC, headersFile: HEADERS_FILE });
    // Two clients on two loopback addresses (Linux answers on all of 127.0.0.0/8).
    const statuses = async (localAddress: string, count: number) => {
      const seen: number[] = [];
      for (let index = 0; index < count; index += 1)
        seen.push((await send(proxy, '/api/excuses?id=work-formal-1', { localAddress })).status);
      return seen;
    };
    expect(await statuses('127.0.0.2', 3)).toEqual([200, 200, 429]);
    expect(await statuses('127.0.0.3', 2)).toEqual([200, 200]);
  }, 120_000);
});
