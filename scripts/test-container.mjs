/**
 * npm run test:container: the container image, built and run (minutes; not part of `npm test`).
 *
 * Makes the Docker engine and a local base image if they are missing (scripts/container-engine.mjs),
 * builds the project's Dockerfile with only its BASE_IMAGE build argument set, runs the image and
 * checks it from the host and from inside, printing PASS/FAIL lines; exits 1 if any check fails.
 * Everything runs with host networking (`--network host`), so no traffic leaves loopback; the
 * server is bound to 127.0.0.1 on a free port. The containers are removed at the end, the images kept.
 *
 * BASE_IMAGE=<image> uses that base instead of the local one (e.g. node:24.22.3-bookworm-slim where a
 * registry is reachable). IMAGE=<tag> names the built image (default excusely:test).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docker, ensureBaseImage, ensureEngine, LOCAL_BASE_TAG, LOG_DIR, tail } from './container-engine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMAGE = process.env.IMAGE || 'excusely:test';
const BASE = process.env.BASE_IMAGE || LOCAL_BASE_TAG;
const NODE_VERSION = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const NAME = `excusely-test-${process.pid}`;
const OFFLINE_NAME = `${NAME}-offline`;
const STAGE_FILE = path.join(LOG_DIR, 'build-stage-image');
/** The server renders every page before it listens: allow it well over the ~30 s it may need. */
const START_TIMEOUT_MS = 90_000;
const HEALTHY_TIMEOUT_MS = 120_000;
/** `docker stop`'s grace period (its default), which the server's own 10 s grace fits inside. */
const STOP_GRACE_S = 10;
const GENERATOR_REQUEST = '/get-my-excuse?category=work&tone=formal';
/** Dev-only packages that must never ship, checked besides every devDependency in package.json. */
const NEVER_SHIPPED = ['vite', 'vitest', '@playwright/test', 'playwright', 'playwright-core', 'typescript', 'tsx', 'esbuild'];

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const results = [];

function check(ok, label, detail = '') {
  results.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}${detail ? `: ${detail}` : ''}`);
  return ok;
}

/** Polls `probe` until it returns a truthy value or the time runs out (then returns undefined). */
async function waitFor(probe, timeoutMs, intervalMs = 100) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await sleep(intervalMs);
  }
  return undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** GET from the host, one connection per request; resolves { status, body } or { status: 0, error }. */
function get(port, urlPath) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 10_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', (error) => resolve({ status: 0, body, error: error.code ?? error.message }));
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve({ status: 0, body: '', error: error.code ?? error.message }));
  });
}

/** True when a new connection to the port is refused (the server has stopped listening). */
function refused(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const inspect = async (format, target = NAME) => (await docker(['inspect', '--format', format, target], { allowFailure: true })).stdout;
const running = async (name) => (await inspect('{{.State.Running}}', name)) === 'true';

/** Fetches paths with the image's own Node from inside a container; returns { path: status or error }. */
async function fetchInside(name, port, paths) {
  const script = `(async () => {
    const out = {};
    for (const p of process.argv.slice(2)) {
      try { const r = await fetch('http://127.0.0.1:' + process.argv[1] + p); await r.arrayBuffer(); out[p] = r.status; }
      catch (e) { out[p] = String(e.cause?.code ?? e.message); }
    }
    console.log(JSON.stringify(out));
  })()`;
  const result = await docker(['exec', name, 'node', '-e', script, String(port), ...paths], { allowFailure: true });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return Object.fromEntries(paths.map((p) => [p, result.stderr || `exit ${result.code}`]));
  }
}

/** Lists in the image what must not be there: dev dependencies, source and test trees, source maps. */
async function inspectImageContents() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const devOnly = [...new Set([...Object.keys(pkg.devDependencies ?? {}), ...NEVER_SHIPPED])].filter((name) => !pkg.dependencies?.[name]);
  const script = `
    const fs = require('node:fs'), path = require('node:path');
    const app = process.cwd(), dev = JSON.parse(process.argv[1]);
    const maps = [];
    const walk = (dir) => { for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file); else if (e.name.endsWith('.map')) maps.push(path.relative(app, file));
    } };
    walk(path.join(app, 'dist'));
    const bins = fs.existsSync('node_modules/.bin') ? fs.readdirSync('node_modules/.bin') : [];
    console.log(JSON.stringify({
      app,
      dev: dev.filter((name) => fs.existsSync(path.join(app, 'node_modules', name))),
      bins: bins.filter((name) => ['vite', 'vitest', 'tsc', 'tsx', 'playwright', 'biome', 'esbuild'].includes(name)),
      trees: ['src', 'tests', 'scripts', 'server.ts', 'vite.config.ts', 'tsconfig.json', 'playwright.config.ts', '.git', '.env', 'package-lock.json', 'test-results']
        .filter((name) => fs.existsSync(path.join(app, name))),
      maps,
      top: fs.readdirSync(app),
    }));`;
  // A one-off container without any network: the checks need none, and neither does the image.
  const result = await docker(['run', '--rm', '--network', 'none', '--entrypoint', 'node', IMAGE, '-e', script, JSON.stringify(devOnly)]);
  return { devOnly, ...JSON.parse(result.stdout) };
}

/** The image the legacy builder made of the build stage: the last ` ---> id` before the runtime stage's FROM. */
function buildStageImage(log) {
  const lines = readFileSync(log, 'utf8').split('\n');
  const runtimeFrom = lines.findLastIndex((line) => /^Step \d+\/\d+ : FROM .* AS runtime$/i.test(line.trim()));
  for (let index = runtimeFrom - 1; index >= 0; index -= 1) {
    const id = /^ ---> ([0-9a-f]{12})$/.exec(lines[index] ?? '')?.[1];
    if (id) return id;
  }
  return undefined;
}

async function showLogs(name) {
  const logs = await docker(['logs', '--tail', '40', name], { allowFailure: true });
  console.log(`--- last lines of ${name}'s log ---\n${[logs.stdout, logs.stderr].filter(Boolean).join('\n')}\n---`);
}

async function cleanUp() {
  for (const name of [NAME, OFFLINE_NAME]) await docker(['rm', '--force', name], { allowFailure: true });
}

async function main() {
  const load = os.loadavg()[0].toFixed(1);
  console.log(`Excusely container test: ${IMAGE} on ${BASE}, host networking, logs in ${LOG_DIR}`);
  console.log(`machine: ${os.cpus().length} CPUs, load average ${load} (timings below depend on it)`);

  // 1. Engine and base image.
  let phase = performance.now();
  const engine = await ensureEngine();
  console.log(
    `engine: Docker ${engine.version}${engine.installed ? ', docker.io installed' : ''}${engine.started ? `, dockerd started (pid ${engine.pid}, left running; log ${LOG_DIR}/dockerd.log)` : ''} (${seconds(phase)} s)`,
  );
  if (BASE === LOCAL_BASE_TAG) {
    // The local base carries the Node running this script: it must be the one the project names.
    if (process.version !== `v${NODE_VERSION}`)
      throw new Error(
        `run with Node ${NODE_VERSION} (.node-version), not ${process.version}: export PATH="$(bash scripts/install-node.sh):$PATH"`,
      );
    phase = performance.now();
    const base = await ensureBaseImage(BASE);
    console.log(
      `base: ${BASE} ${base.made ? `made in ${seconds(phase)} s` : 'already present'} (the Node running this script, ${process.version}; the official node:${NODE_VERSION}-bookworm-slim carries the same)`,
    );
  }

  // 2. Build: the Dockerfile as it is, only its base image passed in.
  const previousId = await inspect('{{.Id}}', IMAGE);
  const buildLog = path.join(LOG_DIR, 'build.log');
  writeFileSync(buildLog, '');
  phase = performance.now();
  console.log(`build: docker build --network host --build-arg BASE_IMAGE=${BASE} -t ${IMAGE} . (log ${buildLog})`);
  const build = await docker(['build', '--network', 'host', '--build-arg', `BASE_IMAGE=${BASE}`, '-t', IMAGE, root], {
    logFile: buildLog,
    allowFailure: true,
  });
  if (!check(build.code === 0, 'the Dockerfile builds', `${seconds(phase)} s`)) {
    console.log(tail(buildLog, 40));
    return;
  }
  const imageId = await inspect('{{.Id}}', IMAGE);
  // The image this build replaced, now untagged: removed unless something still uses it.
  if (previousId && previousId !== imageId) await docker(['rmi', previousId], { allowFailure: true });
  // Likewise the last build's untagged build stage (legacy builder), kept only as cache.
  const stageId = buildStageImage(buildLog);
  const previousStage = existsSync(STAGE_FILE) ? readFileSync(STAGE_FILE, 'utf8').trim() : '';
  if (previousStage && stageId && previousStage !== stageId) await docker(['rmi', previousStage], { allowFailure: true });
  if (stageId) writeFileSync(STAGE_FILE, stageId);

  // 3. What the image holds.
  const config = JSON.parse(await inspect('{{json .Config}}', IMAGE));
  check(
    Boolean(config.User) && !['root', '0', '0:0'].includes(config.User),
    'the image runs as a non-root user by default',
    `USER ${config.User || '(none: root)'}`,
  );
  check(Boolean(config.Healthcheck?.Test?.length), 'the image has a HEALTHCHECK');
  const contents = await inspectImageContents();
  check(
    contents.dev.length === 0 && contents.bins.length === 0,
    'no dev dependencies in node_modules',
    contents.dev.length + contents.bins.length
      ? `found ${[...contents.dev, ...contents.bins.map((bin) => `.bin/${bin}`)].join(', ')}`
      : `none of ${contents.devOnly.length} checked`,
  );
  check(
    contents.trees.length === 0,
    'no source, tests or tooling in the image',
    contents.trees.length ? `found ${contents.trees.join(', ')}` : `${contents.app} holds ${contents.top.join(', ')}`,
  );
  const clientMaps = contents.maps.filter((file) => file.startsWith('dist/client/'));
  check(clientMaps.length === 0, 'no source maps under dist/client (served to browsers)', clientMaps.join(', ') || 'none');
  check(
    contents.maps.length === clientMaps.length,
    'no source maps anywhere under dist',
    contents.maps.filter((file) => !clientMaps.includes(file)).join(', ') || 'none',
  );

  // 4. Run it, time the cold start.
  const port = await freePort();
  const runStarted = performance.now();
  await docker([
    'run',
    '--detach',
    '--name',
    NAME,
    '--network',
    'host',
    '--env',
    `PORT=${port}`,
    '--env',
    'HOST=127.0.0.1',
    '--env',
    'PUBLIC_ORIGIN=https://excusely.example',
    IMAGE,
  ]);
  const ready = await waitFor(async () => (await get(port, '/readyz')).status === 200 || !(await running(NAME)), START_TIMEOUT_MS);
  const coldStart = seconds(runStarted);
  if (
    !check(
      ready && (await running(NAME)),
      'the container starts and /readyz answers 200',
      `cold start ${coldStart} s (docker run to first 200)`,
    )
  ) {
    await showLogs(NAME);
    return;
  }

  // 5. The pages, from the host and from inside the container.
  const sitemap = await get(port, '/sitemap.xml');
  const excusePage = /<loc>[^<]*?(\/excuses\/[^<]+)<\/loc>/.exec(sitemap.body)?.[1] ?? '/excuses/work/late-to-work';
  const paths = ['/', excusePage, '/healthz'];
  for (const urlPath of paths) {
    const answer = await get(port, urlPath);
    const html = urlPath === '/healthz' || /<\/html>\s*$/.test(answer.body);
    check(
      answer.status === 200 && html,
      `host: GET ${urlPath} answers 200`,
      `${answer.status || answer.error}${html ? '' : ', not a whole page'}`,
    );
  }
  const inside = await fetchInside(NAME, port, paths);
  for (const urlPath of paths)
    check(inside[urlPath] === 200, `inside (docker exec, node fetch): GET ${urlPath} answers 200`, String(inside[urlPath]));
  const uid = (await docker(['exec', NAME, 'id', '-u'], { allowFailure: true })).stdout;
  const user = (await docker(['exec', NAME, 'id', '-un'], { allowFailure: true })).stdout;
  check(uid === '1000', 'the server runs as a non-root user', `id -u ${uid || '?'} (${user || '?'})`);
  // One runtime from CI to the container: the image's Node is the one .node-version names.
  const imageNode = (await docker(['exec', NAME, 'node', '--version'], { allowFailure: true })).stdout.trim();
  check(
    imageNode === `v${NODE_VERSION}`,
    `the image runs the Node in .node-version (v${NODE_VERSION})`,
    `node --version ${imageNode || '?'}`,
  );
  const pid1 = (await docker(['exec', NAME, 'cat', '/proc/1/cmdline'], { allowFailure: true })).stdout.split('\0').join(' ').trim();
  console.log(`      PID 1 in the container: ${pid1}`);

  // 6. HEALTHCHECK turns healthy; meanwhile the image starts and serves with no network at all.
  await docker(['run', '--detach', '--name', OFFLINE_NAME, '--network', 'none', IMAGE]);
  const offlineStarted = performance.now();
  // Each wait notes its own time: they run side by side.
  let healthySeconds;
  let offlineSeconds;
  const [health, offline] = await Promise.all([
    waitFor(
      async () => {
        if ((await inspect('{{.State.Health.Status}}')) !== 'healthy') return undefined;
        healthySeconds = seconds(runStarted);
        return 'healthy';
      },
      HEALTHY_TIMEOUT_MS,
      1000,
    ),
    waitFor(
      async () => {
        const up = (await fetchInside(OFFLINE_NAME, 3000, ['/readyz']))['/readyz'] === 200;
        offlineSeconds = seconds(offlineStarted);
        return up || !(await running(OFFLINE_NAME));
      },
      START_TIMEOUT_MS,
      500,
    ),
  ]);
  check(
    health === 'healthy',
    'the HEALTHCHECK turns healthy',
    health ? `healthy ${healthySeconds} s after docker run` : `${await inspect('{{.State.Health.Status}}')} after ${seconds(runStarted)} s`,
  );
  // Each probe so far: when it began (seconds after the container started), its exit code and time taken.
  const containerStarted = Date.parse(await inspect('{{.State.StartedAt}}'));
  const probes = JSON.parse((await inspect('{{json .State.Health.Log}}')) || '[]').map(
    (probe) =>
      `${((Date.parse(probe.Start) - containerStarted) / 1000).toFixed(1)} s: exit ${probe.ExitCode} in ${((Date.parse(probe.End) - Date.parse(probe.Start)) / 1000).toFixed(2)} s`,
  );
  console.log(`      HEALTHCHECK probes: ${probes.join('; ') || 'none'}`);
  const offlineOk = offline && (await running(OFFLINE_NAME));
  if (!check(offlineOk, 'with --network none it starts and answers /readyz (no network needed at run time)', `${offlineSeconds} s`)) {
    await showLogs(OFFLINE_NAME);
  }
  await docker(['rm', '--force', OFFLINE_NAME], { allowFailure: true });

  // 7. docker stop (SIGTERM) with a request in flight: its headers half sent, finished after the stop begins.
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(`GET ${GENERATOR_REQUEST} HTTP/1.1\r\nHost: localhost\r\n`);
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    response += chunk;
  });
  socket.on('error', () => {});
  const socketClosed = new Promise((resolve) => socket.once('close', resolve));
  const stopStarted = performance.now();
  const stop = docker(['stop', '--time', String(STOP_GRACE_S), NAME], { allowFailure: true });
  const shuttingDown = await waitFor(
    async () => /shutting down/.test((await docker(['logs', NAME], { allowFailure: true })).stdout),
    10_000,
  );
  const closedToNew = await waitFor(() => refused(port), 5_000);
  socket.write('Connection: close\r\n\r\n');
  await Promise.race([Promise.all([stop, socketClosed]), sleep((STOP_GRACE_S + 10) * 1000)]);
  socket.destroy();
  const stopSeconds = seconds(stopStarted);
  const exitCode = await inspect('{{.State.ExitCode}}');
  console.log(
    `      docker stop: server logged "shutting down": ${Boolean(shuttingDown)}; new connections refused: ${Boolean(closedToNew)}`,
  );
  check(
    exitCode === '0' && Number(stopSeconds) < STOP_GRACE_S,
    'docker stop (SIGTERM) ends it with exit code 0 within the grace period',
    `exit ${exitCode} after ${stopSeconds} s (grace ${STOP_GRACE_S} s)`,
  );
  const statusLine = response.split('\r\n')[0];
  check(
    /^HTTP\/1\.1 200 /.test(response) && response.includes('</html>'),
    'the request in flight at the stop completes',
    `GET ${GENERATOR_REQUEST}: ${statusLine || 'no answer'}, ${response.length} bytes${response.includes('</html>') ? ', whole page' : ', cut short'}`,
  );
  if (exitCode !== '0') await showLogs(NAME);

  // 8. Size.
  const size = Number(await inspect('{{.Size}}', IMAGE));
  const baseSize = Number(await inspect('{{.Size}}', BASE));
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(`image size: ${mb(size)} (${IMAGE}; base ${BASE} ${mb(baseSize)}, the app's own layers ${mb(size - baseSize)})`);
  console.log(`cold start: ${coldStart} s (docker run to the first 200 on /readyz)`);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.log(`\n${signal}: removing the test containers`);
    await cleanUp();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  check(false, 'the container test ran to the end', error.message);
} finally {
  await cleanUp();
}
const failed = results.filter((ok) => !ok).length;
console.log(
  `${failed ? 'FAILED' : 'PASSED'}: ${results.length - failed} of ${results.length} checks passed in ${seconds(started)} s (containers removed, images kept)`,
);
process.exit(failed || results.length === 0 ? 1 : 0);
