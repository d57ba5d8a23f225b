/**
 * The static export (dist/static, written by `npm run build`) holds exactly what the Node service
 * sends, and deploy/nginx.conf serves it the way the service does: same bodies, statuses, content
 * types, cache policy and security headers, precompressed files, the 404 page with status 404, and
 * the API and generated excuses proxied to Node. The nginx part is skipped only where nginx is absent.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';
// @ts-expect-error: a plain ES module script without type declarations
import { fileForPath } from '../../scripts/export-static.mjs';
import { freePort } from './test-app';

const EXPORT_ORIGIN = 'http://localhost:3000';
const STATIC = path.resolve('dist/static');
const children: ChildProcess[] = [];

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

let node = '';
beforeAll(async () => {
  ensureBuild();
  const port = await freePort();
  node = `http://127.0.0.1:${port}`;
  children.push(
    spawn(process.execPath, ['dist/server/server.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: EXPORT_ORIGIN,
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    }),
  );
  await waitFor(`${node}/readyz`);
}, 120_000);
afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
});

const sitemapPaths = () =>
  [...readFileSync(path.join(STATIC, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] as string).pathname,
  );
const identity = { 'Accept-Encoding': 'identity' };

describe('static export', () => {
  it('holds every sitemap page, the 404 page, sitemap and robots exactly as the server sends them', async () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThan(5);
    for (const pathname of paths) {
      const served = await fetch(node + pathname, { headers: identity });
      expect(readFileSync(path.join(STATIC, fileForPath(pathname)), 'utf8'), pathname).toBe(await served.text());
    }
    expect(readFileSync(path.join(STATIC, '404.html'), 'utf8')).toBe(
      await (await fetch(`${node}/no/such/page`, { headers: identity })).text(),
    );
    for (const file of ['sitemap.xml', 'robots.txt'])
      expect(readFileSync(path.join(STATIC, file), 'utf8')).toBe(await (await fetch(`${node}/${file}`, { headers: identity })).text());
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

describe.skipIf(!nginxBinary)('deploy/nginx.conf in front of the export', () => {
  let proxy = '';
  beforeAll(async () => {
    const port = await freePort();
    proxy = `http://127.0.0.1:${port}`;
    const dir = mkdtempSync(path.join(tmpdir(), 'excusely-nginx-'));
    // The shipped file with its three marked values set for this run.
    let conf = readFileSync('deploy/nginx.conf', 'utf8')
      .replace(/server 127\.0\.0\.1:3000;/, `server ${new URL(node).host};`)
      .replace(/listen 8080;/, `listen 127.0.0.1:${port};`)
      .replace(/root \/srv\/excusely\/dist\/static;/, `root ${STATIC};`)
      .replaceAll('/srv/excusely/deploy/nginx-headers.conf', path.resolve('deploy/nginx-headers.conf'))
      .replaceAll('/tmp/excusely-nginx-', `${dir}/`)
      .replace('pid /tmp/excusely-nginx.pid;', `pid ${dir}/nginx.pid;`);
    if (!brotliModule) conf = conf.replace(/^.*(load_module|brotli_static).*$/gm, '');
    writeFileSync(path.join(dir, 'nginx.conf'), conf);
    execFileSync(nginxBinary as string, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
    children.push(spawn(nginxBinary as string, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' }));
    await waitFor(`${proxy}/`);
  }, 60_000);

  const SAME_HEADERS = [
    'content-type',
    'cache-control',
    'content-security-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-opener-policy',
    'vary',
  ];

  it('answers like the Node service: status, body, type, cache policy and security headers', async () => {
    const css = readdirSync(path.join(STATIC, 'assets')).find((name) => name.endsWith('.css'));
    const paths = [
      ...sitemapPaths(),
      '/no/such/page',
      '/sitemap.xml',
      '/robots.txt',
      `/assets/${css}`,
      '/api/excuses?id=work-formal-1',
      '/get-my-excuse?id=work-formal-3',
    ];
    for (const pathname of paths) {
      const [fromNode, fromNginx] = await Promise.all([
        fetch(node + pathname, { headers: identity }),
        fetch(proxy + pathname, { headers: identity }),
      ]);
      expect(fromNginx.status, pathname).toBe(fromNode.status);
      expect(await fromNginx.text(), pathname).toBe(await fromNode.text());
      for (const name of SAME_HEADERS) {
        const expected = fromNode.headers
          .get(name)
          ?.replace(/;\s*charset=utf-8/i, '')
          .toLowerCase();
        expect(
          fromNginx.headers
            .get(name)
            ?.replace(/;\s*charset=utf-8/i, '')
            .toLowerCase(),
          `${pathname} ${name}`,
        ).toBe(expected);
      }
    }
  });

  it('sends the precompressed files', async () => {
    const gzip = await fetch(`${proxy}/excuses/work/late-to-work`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    if (brotliModule) {
      const br = await fetch(`${proxy}/excuses/work/late-to-work`, { headers: { 'Accept-Encoding': 'br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
    }
  });
});
