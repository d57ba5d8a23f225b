// npm run lighthouse: Lighthouse (mobile emulation) with Debian's Chromium against the production
// server, measured as a first visit: every run launches a fresh browser with a fresh profile (as
// the Lighthouse command line does), nothing is warmed on the client. Pages: every page type (home,
// Late to Work, the heaviest excuse page, the generator, search, saved, about and a 404) or the
// paths given (`npm run lighthouse -- /about`). Each page runs LIGHTHOUSE_RUNS times (default 5);
// the run with the median performance score is reported (ties by TBT) with the four category
// scores, LCP, CLS, every run's TBT, and where the main thread's time went in that run (document
// parse, style and layout, script), so a change can be judged by its cause. `--warm` reuses one
// browser for every run instead (a returning visitor), and says so. Writes bench/lighthouse.json.
// Loopback only. A run that fails to load is reported and left out of the median.
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
// SERVER_NODE runs the server on another Node binary (default: this one), to compare runtimes.
const server = spawn(process.env.SERVER_NODE || process.execPath, ['dist/server/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: base, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
process.on('exit', () => server.kill('SIGTERM'));
for (let attempt = 0; attempt < 300; attempt += 1) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  await sleep(200);
}

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const excusePages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((path) => path.startsWith('/excuses/'));
const sizes = await Promise.all(excusePages.map(async (path) => [path, (await (await fetch(base + path)).text()).length]));
const heaviest = sizes.sort((a, b) => b[1] - a[1])[0][0];
const warm = process.argv.includes('--warm');
// Paths given on the command line (`npm run lighthouse -- /about /saved`) replace the default set.
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PAGE_TYPES = [
  '/',
  '/excuses/work/late-to-work',
  heaviest,
  '/get-my-excuse',
  '/search?q=dentist',
  '/saved',
  '/about',
  '/no-such-page',
];
const pages = requested.length > 0 ? requested : [...new Set(PAGE_TYPES)];

/** A fresh Chromium with a fresh profile (chrome-launcher makes a new temporary one each launch). */
const launch = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    chromeFlags: ['--headless=new', ...chromium.args],
  });

/**
 * The page's own main-thread CPU by cause, in ms, from the run's trace: each event's thread time
 * (`tdur`), unthrottled. Lighthouse's figures are wall-clock time multiplied by its throttling, so
 * on a shared two-core machine they also count the moments the renderer waited for a core (while
 * the fresh browser starts, say); CPU time does not, and so tells one build from the next. A style
 * or layout forced by a script is counted under both.
 */
function pageCpu(trace, url) {
  const events = trace?.traceEvents ?? [];
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) return undefined;
  const totals = { parse: 0, style: 0, layout: 0, script: 0 };
  const groups = {
    ParseHTML: 'parse',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    EvaluateScript: 'script',
    'v8.compileModule': 'script',
    'v8.evaluateModule': 'script',
    FunctionCall: 'script',
    RunMicrotasks: 'script',
  };
  const timed = events
    .filter((event) => groups[event.name] && event.ph === 'X' && event.pid === parse.pid && event.tid === parse.tid)
    .sort((a, b) => a.ts - b.ts);
  // Script events nest (a function call inside a module's evaluation): count only the outermost.
  let scriptEnd = 0;
  for (const event of timed) {
    const group = groups[event.name];
    if (group === 'script') {
      if (event.ts < scriptEnd) continue;
      scriptEnd = event.ts + event.dur;
    }
    totals[group] += (event.tdur ?? event.dur) / 1000;
  }
  return Object.fromEntries(Object.entries(totals).map(([key, ms]) => [key, Math.round(ms * 10) / 10]));
}

/** Main-thread time of a run by cause, in ms, from Lighthouse's breakdown (its groups, ours merged). */
function mainThread(lhr) {
  const totals = { parse: 0, styleLayout: 0, script: 0, other: 0 };
  for (const { group, duration } of lhr.audits['mainthread-work-breakdown']?.details?.items ?? []) {
    if (group === 'parseHTML') totals.parse += duration;
    else if (group === 'styleLayout') totals.styleLayout += duration;
    else if (group === 'scriptEvaluation' || group === 'scriptParseCompile') totals.script += duration;
    else totals.other += duration;
  }
  return Object.fromEntries(Object.entries(totals).map(([key, ms]) => [key, Math.round(ms)]));
}

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const results = {};
console.log(
  warm ? 'Warm: one browser for every run (a returning visitor).' : 'Cold: a fresh browser and profile for every run (a first visit).',
);
let shared = warm ? await launch() : undefined;
try {
  for (const path of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const chrome = shared ?? (await launch());
      let lhr;
      let artifacts;
      try {
        // The 404 page answers 404 on purpose; Lighthouse would refuse to measure it otherwise.
        ({ lhr, artifacts } = await lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ignoreStatusCode: true,
        }));
      } finally {
        if (!shared) await chrome.kill();
      }
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
        mainThreadMs: mainThread(lhr),
        cpuMs: pageCpu(artifacts?.Trace, lhr.finalDisplayedUrl),
      });
    }
    const ranked = runs
      .filter((run) => Number.isFinite(run.tbtMs) && !run.runtimeError)
      .sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
    if (ranked.length === 0) ranked.push(runs[0]);
    const row = {
      ...ranked[Math.floor((ranked.length - 1) / 2)],
      mode: warm ? 'warm' : 'cold',
      tbtRunsMs: runs.map((run) => run.tbtMs),
      benchmarkIndexRuns: runs.map((run) => run.benchmarkIndex),
      failedRuns: runs.filter((run) => run.runtimeError).map((run) => run.runtimeError),
    };
    // Each cause's median over the runs that loaded.
    const cpuRuns = ranked.map((run) => run.cpuMs).filter(Boolean);
    const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
    row.cpuMedianMs =
      cpuRuns.length > 0
        ? Object.fromEntries(Object.keys(cpuRuns[0]).map((key) => [key, median(cpuRuns.map((cpu) => cpu[key]))]))
        : undefined;
    results[path] = row;
    const { parse, styleLayout, script, other } = row.mainThreadMs;
    console.log(
      `${path.padEnd(44)} performance ${row.performance}  accessibility ${row.accessibility}  best practices ${row.bestPractices}  SEO ${row.seo}  LCP ${row.lcpMs} ms  CLS ${row.cls}  TBT ${row.tbtMs} ms (runs: ${row.tbtRunsMs.join(', ')}; performance ${runs.map((run) => run.performance).join(', ')}; machine benchmark index ${row.benchmarkIndexRuns.join(', ')})\n${''.padEnd(44)} main thread: parse ${parse} ms, style and layout ${styleLayout} ms, script ${script} ms, other ${other} ms` +
        (row.failedRuns.length > 0 ? `; failed runs: ${row.failedRuns.join(', ')}` : '') +
        (row.cpuMedianMs
          ? `\n${''.padEnd(44)} its CPU, unthrottled (median): parse ${row.cpuMedianMs.parse} ms, style ${row.cpuMedianMs.style} ms, layout ${row.cpuMedianMs.layout} ms, script ${row.cpuMedianMs.script} ms`
          : ''),
    );
  }
} finally {
  await shared?.kill();
  shared = undefined;
}
mkdirSync('bench', { recursive: true });
writeFileSync('bench/lighthouse.json', `${JSON.stringify(results, null, 2)}\n`);
process.exit(0);
