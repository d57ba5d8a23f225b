/**
 * Builds the site unless dist/ is already newer than every source file, so `npm test` works on a
 * fresh clone and does not rebuild what CI (or `npm run build`) has just built.
 * Usage: node scripts/ensure-build.mjs   (also imported by the test runners' setup)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(root, 'dist/server/server.js');
const SOURCES = ['src', 'public', 'fonts', 'server.ts', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

export function ensureBuild() {
  const sourcesChanged = () => Math.max(...SOURCES.map((name) => newestMtime(path.join(root, name)))) > statSync(OUTPUT).mtimeMs;
  if (existsSync(OUTPUT) && !sourcesChanged()) return;
  console.log('Building the site for the tests (npm run build)...');
  // A test runner sets NODE_ENV=test, which would make Vite emit development JSX: build as for production.
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild();
