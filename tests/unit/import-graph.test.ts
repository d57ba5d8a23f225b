/**
 * No import circles (docs/architecture.md): a module never imports, directly or through others,
 * a module that imports it back. Type-only imports count too: a circle of types is still a knot a
 * reader has to untie. Follows the relative imports of every module under src/ and server.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : EXTENSIONS.includes(path.extname(name)) ? [file] : [];
  });
}

/** The module a relative specifier names, or undefined for a package or a non-code file. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((candidate) => EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate));
}

/** Every static import and re-export, `import type` included (dynamic `import()` splits code and is left out). */
function importsOf(file: string, source = readFileSync(file, 'utf8')): string[] {
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
  return specifiers.flatMap((specifier) => resolve(file, specifier) ?? []);
}

/** The circles in a graph (each reported once, from its first module in visiting order). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'visiting');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'visiting') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('the import graph', () => {
  it('has no circle', () => {
    const files = [...sourceFiles(path.join(ROOT, 'src')), path.join(ROOT, 'server.ts')];
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    const relative = circles(graph).map((circle) => circle.map((file) => path.relative(ROOT, file)).join(' -> '));
    expect(relative).toEqual([]);
  });

  it('finds a planted circle, type-only imports included', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c']]);
    const file = path.join(ROOT, 'src/server/page-store.ts');
    expect(importsOf(file, "import type { X } from './page-handler';\nimport { y } from './stored-response';")).toEqual([
      path.join(ROOT, 'src/server/page-handler.ts'),
      path.join(ROOT, 'src/server/stored-response.ts'),
    ]);
  });
});
