// npm run bench: measures the production build on this machine.
// 1. JavaScript each page loads (gzip): the entry, its preloaded chunks and the route's chunk.
// 2. First versus repeated request for a page (render vs cache vs 304).
// 3. Sustained load with autocannon: requests/s, latency, errors, memory before and after.
// Needs `npm run build` first. Loopback only; every run is bounded in time.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const PORT = 4500;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/excuses/work/late-to-work', '/get-my-excuse', '/about'];
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const rssMiB = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

function scriptsOf(html) {
  const files = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*type="module"|link[^>]*rel="modulepreload")[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    files.add(match[1]);
  return [...files];
}

await waitForServer();

console.log('\nJavaScript per page (gzip level 9, as loaded before hydration)');
for (const path of PAGES) {
  const html = await (await fetch(ORIGIN + path)).text();
  const files = scriptsOf(html);
  const sizes = files.map((file) => gzipSync(readFileSync(`dist/client${file}`), { level: 9 }).length);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.log(
    `  ${path.padEnd(30)} ${(total / 1024).toFixed(1).padStart(6)} KiB in ${files.length} files  (HTML ${(gzipSync(html).length / 1024).toFixed(1)} KiB gzip)`,
  );
}

console.log('\nOne page, first and repeated (ms, wall clock on loopback)');
const timed = async (init) => {
  const started = performance.now();
  const response = await fetch(`${ORIGIN}/terms`, init);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, etag: response.headers.get('etag') };
};
const first = await timed();
const repeat = await timed();
const conditional = await timed({ headers: { 'If-None-Match': repeat.etag ?? '' } });
console.log(
  `  first ${first.ms.toFixed(2)} (${first.status})  repeat ${repeat.ms.toFixed(2)} (${repeat.status})  with ETag ${conditional.ms.toFixed(2)} (${conditional.status})`,
);

console.log(`\nSustained load: ${LOAD_SECONDS}s per URL, 50 connections`);
for (const path of ['/excuses/work/late-to-work', '/get-my-excuse?category=work&tone=funny', '/api/excuses?count=3']) {
  const before = rssMiB();
  const result = await autocannon({
    url: ORIGIN + path,
    connections: 50,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const non2xx = result.non2xx;
  console.log(
    `  ${path.padEnd(40)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${result.errors}  non-2xx ${non2xx}  RSS ${before.toFixed(0)} -> ${rssMiB().toFixed(0)} MiB`,
  );
}
stop();
