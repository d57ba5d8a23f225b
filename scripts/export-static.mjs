/**
 * Writes the whole site as static files under dist/static, for any static host or CDN: every
 * route in the sitemap as HTML (`/` -> index.html, `/about` -> about.html), the 404 page as
 * 404.html, sitemap.xml, robots.txt and the client build, with `.br` and `.gz` beside each text
 * file. Generated excuses (`/get-my-excuse?...`) and `/api` still need the Node service.
 * It runs the built server on a spare loopback port and saves exactly what that server answers.
 * Absolute URLs come from PUBLIC_ORIGIN (default http://localhost:3000), as for the server.
 * Usage: node scripts/export-static.mjs   (npm run build runs it last)
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'dist/static');
const publicOrigin = process.env.PUBLIC_ORIGIN || 'http://localhost:3000';

/** `/` -> index.html, `/excuses/work/late-to-work` -> excuses/work/late-to-work.html */
export const fileForPath = (pathname) => (pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function main() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'dist/server/server.js')], {
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
      const response = await fetch(origin + pathname, { headers: { 'Accept-Encoding': 'identity' } });
      if (response.status !== expectedStatus) throw new Error(`${pathname} answered ${response.status}`);
      return response.text();
    };

    rmSync(OUT, { recursive: true, force: true });
    cpSync(path.join(root, 'dist/client'), OUT, { recursive: true });
    const write = (file, body) => {
      mkdirSync(path.dirname(path.join(OUT, file)), { recursive: true });
      writeFileSync(path.join(OUT, file), body);
    };
    const sitemap = await fetchText('/sitemap.xml');
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const pathname of pages) write(fileForPath(pathname), await fetchText(pathname));
    write('404.html', await fetchText('/404', 404));
    write('sitemap.xml', sitemap);
    write('robots.txt', await fetchText('/robots.txt'));

    // The client build's files come with theirs already; the pages, sitemap and robots get them here.
    const files = await precompress(OUT);
    console.log(
      `Static export: ${pages.length} pages, 404, sitemap and robots in dist/static (${files} more files with .br and .gz), origin ${publicOrigin}`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error('Static export failed:', error);
    process.exit(1);
  });
}
