/**
 * Writes the whole site as static files under dist/static, for any static host or CDN: every page
 * of the route table as HTML (`/` -> index.html, `/about` -> about.html, `/search` and `/saved`
 * included), the 404 page as 404.html, sitemap.xml, robots.txt, the feed of the excuses of the day
 * (feed.xml) and every file of the client build the Node service serves (its top-level files,
 * assets/, the pages' share cards in og/; not Vite's .vite folder), with `.br` and `.gz` beside each
 * text file. Pages rendered per request (`/search?q=...`, `/get-my-excuse?...`), generated excuses'
 * share cards and `/api` still need the Node service. Home, /excuse-of-the-day and feed.xml change
 * at every UTC midnight: the export holds them as of the day it was made (deploy/nginx.conf sends
 * them to the service).
 * Beside the export it writes dist/nginx-headers.conf: the security headers the service sent while
 * the export was made (they depend on PUBLIC_ORIGIN and GA_MEASUREMENT_ID), as `add_header` lines
 * for deploy/nginx.conf, so nginx sends exactly those with the files it serves.
 * It runs the built server on a spare loopback port and saves exactly what that server answers.
 * Absolute URLs come from PUBLIC_ORIGIN (default http://localhost:3000), as for the server.
 * Usage: node scripts/export-static.mjs   (npm run build runs it last)
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `/` -> index.html, `/excuses/work/late-to-work` -> excuses/work/late-to-work.html */
export const fileForPath = (pathname) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

/**
 * Headers of an answer that describe its body or its connection; every other header the service
 * sends on a page is one of its security headers, the same on every answer.
 */
const PER_ANSWER_HEADERS = new Set([
  'cache-control',
  // A page's language: nginx.conf sets it per address ($excusely_lang).
  'content-language',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);

/** The security headers among an answer's raw headers (`[name, value, ...]`, as sent), as nginx `add_header` lines. */
function nginxHeaderLines(rawHeaders, publicOrigin) {
  const lines = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const [name, value] = [rawHeaders[index], rawHeaders[index + 1]];
    if (PER_ANSWER_HEADERS.has(name.toLowerCase())) continue;
    // Inside nginx's double quotes, `$` starts a variable and `"` and `\` need escapes: no header here has them.
    if (/["\\$\r\n]/.test(value)) throw new Error(`the ${name} header cannot be written for nginx: ${value}`);
    lines.push(`add_header ${name} "${value}" always;`);
  }
  if (!lines.length) throw new Error('the service sent no security headers');
  return [
    '# Written by scripts/export-static.mjs with the static export beside it (npm run build): the Node',
    `# service's security headers for PUBLIC_ORIGIN=${publicOrigin}, sent by nginx with every file it`,
    '# serves. Do not edit: build again with the PUBLIC_ORIGIN (and GA_MEASUREMENT_ID) the site runs with.',
    ...lines,
    '',
  ].join('\n');
}

/** The headers of an answer with their names spelled as sent (fetch lowercases them). */
const rawHeadersOf = (url) =>
  new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      response.resume();
      resolve(response.rawHeaders);
    }).once('error', reject);
  });

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Exports the built site (dist/client, dist/server) for `publicOrigin` into `outDir`, and its
 * header lines for nginx into `headersFile`. The tests export a second copy for another origin.
 */
export async function exportStatic({
  outDir = path.join(root, 'dist/static'),
  headersFile = path.join(root, 'dist/nginx-headers.conf'),
  publicOrigin = process.env.PUBLIC_ORIGIN || 'http://localhost:3000',
  quiet = false,
} = {}) {
  const serverDir = path.join(root, 'dist/server');
  const clientDir = path.join(root, 'dist/client');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(serverDir, 'server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: publicOrigin, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        if ((await fetch(`${origin}/readyz`)).ok) break;
      } catch {}
      if (attempt > 300) throw new Error('the built server did not start within a minute');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const fetchText = async (pathname, expectedStatus = 200) => {
      const response = await fetch(origin + pathname, { headers: { 'Accept-Encoding': 'identity' }, redirect: 'manual' });
      if (response.status !== expectedStatus) throw new Error(`${pathname} answered ${response.status}`);
      return response.text();
    };

    rmSync(outDir, { recursive: true, force: true });
    // The client build's files the service serves (not Vite's .vite folder, say), each with the .br
    // and .gz the build wrote beside it: the export holds what the service answers, no more.
    const clientFiles = readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => path.relative(clientDir, path.join(entry.parentPath, entry.name)));
    for (const file of clientFiles) {
      const urlPath = `/${file.split(path.sep).join('/')}`;
      if ((await fetch(origin + urlPath, { method: 'HEAD', redirect: 'manual' })).status !== 200) continue;
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      for (const suffix of ['', '.br', '.gz'])
        if (existsSync(path.join(clientDir, file + suffix)))
          copyFileSync(path.join(clientDir, file + suffix), path.join(outDir, file + suffix));
    }
    const write = (file, body) => {
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), body);
    };
    // Every page the service keeps in memory: the route table's pages, by the built entry's own list.
    const entry = await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href);
    const pages = entry.pagePaths().map((page) => page.path);
    for (const pathname of pages) write(fileForPath(pathname), await fetchText(pathname));
    write('404.html', await fetchText('/404', 404));
    write('sitemap.xml', await fetchText('/sitemap.xml'));
    write('robots.txt', await fetchText('/robots.txt'));
    write('feed.xml', await fetchText('/feed.xml'));
    write('es/feed.xml', await fetchText('/es/feed.xml'));
    mkdirSync(path.dirname(headersFile), { recursive: true });
    writeFileSync(headersFile, nginxHeaderLines(await rawHeadersOf(`${origin}/`), publicOrigin));

    // The client build's files come with theirs already; the pages, sitemap, robots and feed get them here.
    const files = await precompress(outDir);
    if (!quiet)
      console.log(
        `Static export: ${pages.length} pages, 404, sitemap, robots and feed in ${path.relative(root, outDir)} (${files} more files with .br and .gz), origin ${publicOrigin}; nginx headers in ${path.relative(root, headersFile)}`,
      );
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  exportStatic().catch((error) => {
    console.error('Static export failed:', error);
    process.exit(1);
  });
}
