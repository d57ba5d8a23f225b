// npm run lighthouse: Lighthouse (mobile emulation) with Debian's Chromium against the production
// server, on home, Late to Work, the heaviest excuse page and the generator. Prints the four
// category scores with LCP, CLS and TBT, and writes bench/lighthouse.json. Loopback only.
// Each page runs LIGHTHOUSE_RUNS times (default 5) and the median run by TBT is reported: on a
// shared two-core machine one run can differ from the next by 100 ms of blocking time. A run that
// fails to load (no TBT) is reported and left out of the median.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from './ensure-build.mjs';

const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;

ensureBuild();
const server = spawn(process.execPath, ['dist/server/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: base, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
process.on('exit', () => server.kill('SIGTERM'));
for (let attempt = 0; attempt < 100; attempt += 1) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  await sleep(100);
}

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const excusePages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((path) => path.startsWith('/excuses/'));
const sizes = await Promise.all(excusePages.map(async (path) => [path, (await (await fetch(base + path)).text()).length]));
const heaviest = sizes.sort((a, b) => b[1] - a[1])[0][0];
// Paths given on the command line (`npm run lighthouse -- /about /saved`) replace the default four.
const requested = process.argv.slice(2);
const pages = requested.length > 0 ? requested : [...new Set(['/', '/excuses/work/late-to-work', heaviest, '/get-my-excuse'])];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  chromeFlags: ['--headless=new', ...chromium.args],
});
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const results = {};
try {
  for (const path of pages) {
    // Warm the server's page cache, as a visitor after the first would find it.
    await fetch(base + path);
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        tbtMs: Math.round(audit('total-blocking-time')),
        // Lighthouse's own reading of this machine's speed: its 4x CPU throttling assumes a fast
        // desktop (an index well above 1,000); a loaded shared VM reads lower and scores lower.
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        runtimeError: lhr.runtimeError?.code,
      });
    }
    const byTbt = runs.filter((run) => Number.isFinite(run.tbtMs)).sort((a, b) => a.tbtMs - b.tbtMs);
    if (byTbt.length === 0) byTbt.push(runs[0]);
    const row = {
      ...byTbt[Math.floor((byTbt.length - 1) / 2)],
      tbtRunsMs: runs.map((run) => run.tbtMs),
      benchmarkIndexRuns: runs.map((run) => run.benchmarkIndex),
      failedRuns: runs.filter((run) => run.runtimeError).map((run) => run.runtimeError),
    };
    results[path] = row;
    console.log(
      `${path.padEnd(44)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  SEO ${row.seo}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms (runs: ${row.tbtRunsMs.join(', ')}; machine benchmark index ${row.benchmarkIndexRuns.join(', ')})` +
        (row.failedRuns.length > 0 ? `; failed runs: ${row.failedRuns.join(', ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/lighthouse.json', `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
