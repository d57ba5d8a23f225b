/**
 * The Docker engine and a local base image for `npm run test:container`, made from Debian packages
 * on a machine that reaches no public image registry (see the README's container section):
 *
 * - ensureEngine(): `docker info` answers, or docker.io is installed with apt-get and `dockerd`
 *   started in the background (left running, with its log in the log directory).
 * - ensureBaseImage(tag): the image exists, or `debootstrap --variant=minbase bookworm` from the
 *   Debian mirror in this machine's apt sources, with this machine's Node and npm in /usr/local, its
 *   CA bundle, and user and group `node` (1000), is imported with `docker import` and tagged.
 *
 * Usage on its own: node scripts/container-engine.mjs [tag]   (makes the engine and the base)
 */
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_DIR = path.join(os.tmpdir(), 'excusely-container');
/** The local base carries this machine's Node, so its tag names that version. */
export const LOCAL_BASE_TAG = `excusely-local-base:bookworm-node${process.versions.node}`;
const SUITE = 'bookworm';
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const DEFAULT_MIRROR = 'http://deb.debian.org/debian';

/** The engine's own client when docker.io put one in /usr/bin, else whichever `docker` is on PATH. */
export const dockerClient = () => (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');

/**
 * Runs a command. Output is captured (and returned), or appended to `logFile` with only its tail
 * kept for the error message. Rejects on a non-zero exit unless `allowFailure`.
 */
export function run(command, args, { logFile, input, env, allowFailure = false, stdin } = {}) {
  return new Promise((resolve, reject) => {
    const fd = logFile ? openSync(logFile, 'a') : undefined;
    const child = spawn(command, args, {
      env: env ?? process.env,
      stdio: [stdin ?? (input === undefined ? 'ignore' : 'pipe'), fd ?? 'pipe', fd ?? 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    if (input !== undefined) child.stdin.end(input);
    child.on('error', (error) => {
      if (fd !== undefined) closeSync(fd);
      reject(new Error(`${command}: ${error.message}`));
    });
    child.on('close', (code) => {
      if (fd !== undefined) closeSync(fd);
      const result = { code, stdout: stdout.trim(), stderr: stderr.trim() };
      if (code === 0 || allowFailure) return resolve(result);
      const detail = logFile ? `see ${logFile}:\n${tail(logFile)}` : (stderr || stdout).trim().split('\n').slice(-20).join('\n');
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}; ${detail}`));
    });
  });
}

/** The last lines of a log file, for an error message. */
export function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export const docker = (args, options) => run(dockerClient(), args, options);

/** Where a program is on PATH (and the sbin directories root's PATH may lack), or undefined. */
function which(name) {
  const dirs = [...(process.env.PATH ?? '').split(':').filter((dir) => path.isAbsolute(dir)), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  return dirs.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
}

function requireRoot(what) {
  if (process.getuid?.() !== 0) throw new Error(`${what} needs root (apt-get, dockerd, debootstrap); run as root or make it by hand`);
}

async function aptInstall(packages, log) {
  requireRoot(`installing ${packages.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', ...packages], { logFile: log, env, allowFailure: true });
  if ((await install()).code === 0) return;
  // Lists missing or stale: refresh them once and try again.
  await run('apt-get', ['update'], { logFile: log, env });
  await run('apt-get', ['install', '-y', ...packages], { logFile: log, env });
}

const dockerAnswers = async () => (await docker(['info', '--format', '{{.ServerVersion}}'], { allowFailure: true })).code === 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes sure a Docker engine answers; returns what was done, for the report. */
export async function ensureEngine() {
  mkdirSync(LOG_DIR, { recursive: true });
  if (await dockerAnswers())
    return { installed: false, started: false, version: (await docker(['version', '--format', '{{.Server.Version}}'])).stdout };
  const installed = !which('dockerd');
  if (installed) await aptInstall(['docker.io'], path.join(LOG_DIR, 'apt.log'));
  // The package's own service may have started the engine.
  let pid;
  if (!(await dockerAnswers())) {
    requireRoot('starting dockerd');
    const logFile = path.join(LOG_DIR, 'dockerd.log');
    const fd = openSync(logFile, 'a');
    const daemon = spawn(which('dockerd') ?? 'dockerd', [], { detached: true, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    daemon.unref();
    pid = daemon.pid;
    const deadline = Date.now() + 60_000;
    while (!(await dockerAnswers())) {
      if (Date.now() > deadline) throw new Error(`dockerd did not answer within 60 s; see ${logFile}:\n${tail(logFile)}`);
      await sleep(500);
    }
  }
  return { installed, started: pid !== undefined, pid, version: (await docker(['version', '--format', '{{.Server.Version}}'])).stdout };
}

export async function imageExists(tag) {
  return (await docker(['image', 'inspect', tag], { allowFailure: true })).code === 0;
}

/** The Debian mirror this machine's apt sources name for the suite (one-line or deb822 files). */
export function debianMirror(suite = SUITE) {
  if (process.env.DEBIAN_MIRROR) return process.env.DEBIAN_MIRROR;
  const files = ['/etc/apt/sources.list'];
  const dir = '/etc/apt/sources.list.d';
  if (existsSync(dir)) files.push(...readdirSync(dir).map((name) => path.join(dir, name)));
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.sources')) {
      for (const stanza of text.split(/\n\s*\n/)) {
        const field = (name) => new RegExp(`^${name}:\\s*(.+)$`, 'mi').exec(stanza)?.[1].trim().split(/\s+/) ?? [];
        if (field('Types').includes('deb') && field('Suites').includes(suite) && field('URIs')[0]) return field('URIs')[0];
      }
    } else {
      for (const line of text.split('\n')) {
        const match = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)/.exec(line.trim());
        if (match?.[2] === suite) return match[1];
      }
    }
  }
  return DEFAULT_MIRROR;
}

/** Mount points at or under a directory, deepest first (debootstrap mounts /proc and /sys while it works). */
function mountsUnder(dir) {
  return readFileSync('/proc/self/mountinfo', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[4])
    .filter((point) => point && (point === dir || point.startsWith(`${dir}/`)))
    .sort((a, b) => b.length - a.length);
}

/** Removes the debootstrap tree, never through anything still mounted inside it. */
async function removeTree(dir) {
  for (const point of mountsUnder(dir)) await run('umount', ['-l', point], { allowFailure: true });
  const left = mountsUnder(dir);
  if (left.length) {
    console.warn(`  left ${dir} in place: still mounted there: ${left.join(', ')}`);
    return;
  }
  await run('rm', ['-rf', '--one-file-system', dir], { allowFailure: true });
}

/** Pipes `tar -c` of a tree into `docker import`. */
function importTree(root, tag, changes, logFile) {
  return new Promise((resolve, reject) => {
    const tar = spawn('tar', ['--numeric-owner', '-C', root, '-c', '.'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const args = ['import', ...changes.flatMap((change) => ['--change', change]), '-m', 'excusely local base', '-', tag];
    run(dockerClient(), args, { logFile, stdin: tar.stdout }).then(resolve, reject);
    let tarError = '';
    tar.stderr.on('data', (chunk) => {
      tarError += chunk;
    });
    tar.on('close', (code) => {
      if (code !== 0) reject(new Error(`tar of ${root} exited with ${code}: ${tarError.trim()}`));
    });
  });
}

/**
 * Makes the local base image unless `tag` exists. Returns { made, seconds }.
 * Debian bookworm (as node:24-bookworm-slim is), with this machine's Node at /usr/local/bin/node.
 */
export async function ensureBaseImage(tag = LOCAL_BASE_TAG) {
  if (await imageExists(tag)) return { made: false, seconds: 0 };
  const started = performance.now();
  const logFile = path.join(LOG_DIR, 'base.log');
  if (!which('debootstrap')) await aptInstall(['debootstrap'], path.join(LOG_DIR, 'apt.log'));
  requireRoot('debootstrap');
  const mirror = debianMirror();
  const root = mkdtempSync(path.join('/var/tmp', 'excusely-base-'));
  try {
    console.log(`  debootstrap --variant=minbase ${SUITE} from ${mirror} (a few minutes; log ${logFile})`);
    await run(which('debootstrap') ?? 'debootstrap', ['--variant=minbase', SUITE, root, mirror], { logFile });

    // This machine's Node and npm, where the official image keeps them.
    const node = realpathSync(process.execPath);
    // npm beside node (an official tarball), else the npm on PATH (scripts/install-node.sh brings node alone).
    const besideNode = path.resolve(path.dirname(node), '../lib/node_modules/npm');
    const npmOnPath = which('npm');
    const npm = existsSync(besideNode) || !npmOnPath ? besideNode : path.resolve(path.dirname(realpathSync(npmOnPath)), '..');
    if (!existsSync(path.join(npm, 'bin/npm-cli.js'))) throw new Error(`npm not found beside ${node} (looked in ${npm})`);
    mkdirSync(path.join(root, 'usr/local/lib/node_modules'), { recursive: true });
    await run('cp', [node, path.join(root, 'usr/local/bin/node')]);
    chmodSync(path.join(root, 'usr/local/bin/node'), 0o755);
    await run('cp', ['-a', npm, path.join(root, 'usr/local/lib/node_modules/npm')]);
    await run('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', path.join(root, 'usr/local/bin/npm')]);
    await run('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', path.join(root, 'usr/local/bin/npx')]);
    // The registry is reached through a TLS-inspecting path only this machine's trust store knows.
    mkdirSync(path.join(root, path.dirname(CA_BUNDLE)), { recursive: true });
    if (existsSync(CA_BUNDLE)) await run('cp', [CA_BUNDLE, path.join(root, CA_BUNDLE)]);
    // The official image's user: node, uid and gid 1000.
    await run('chroot', [root, 'groupadd', '--gid', '1000', 'node']);
    await run('chroot', [root, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
    const version = (await run('chroot', [root, '/usr/local/bin/node', '--version'])).stdout;
    if (version !== process.version) throw new Error(`node in the base says ${version}, expected ${process.version}`);
    // Package caches and lists: the image needs neither (apt sources stay, as in the official image).
    await run('sh', ['-c', `rm -rf ${root}/var/cache/apt/* ${root}/var/lib/apt/lists/* ${root}/var/log/*.log`]);

    const changes = [
      'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      `ENV NODE_VERSION=${process.versions.node}`,
      existsSync(CA_BUNDLE) ? `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}` : undefined,
      'CMD ["node"]',
    ].filter(Boolean);
    await importTree(root, tag, changes, logFile);
  } finally {
    await removeTree(root);
  }
  return { made: true, seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const engine = await ensureEngine();
  console.log(`engine: Docker ${engine.version}${engine.started ? ' (started dockerd)' : ''}`);
  const tag = process.argv[2] ?? LOCAL_BASE_TAG;
  const base = await ensureBaseImage(tag);
  console.log(`base: ${tag} ${base.made ? `made in ${base.seconds.toFixed(0)} s` : 'already present'}`);
}
