import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AssetResolver } from '../render-contract';

/** The page's one script, which runs the client entry once the page has painted (ADR 015). */
export const LOAD_AFTER_PAINT_SCRIPT = 'src/load-after-paint.ts';
export const CLIENT_ENTRY = 'src/entry-client.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Production: Vite's manifest, read once at start-up. */
export function manifestAssets(clientDir: string): AssetResolver {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch {
    throw new Error(`Cannot read ${manifestPath}: run "npm run build" before "npm start".`);
  }
  const start = manifest[LOAD_AFTER_PAINT_SCRIPT];
  if (!start) throw new Error(`${manifestPath} has no entry for ${LOAD_AFTER_PAINT_SCRIPT}`);
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${manifestPath} has no entry for ${CLIENT_ENTRY}`);

  // Every chunk a module imports statically, depth first, each once.
  const closure = (key: string, seen: Set<string>): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  };
  const entryKeys = new Set<string>();
  closure(CLIENT_ENTRY, entryKeys);
  const url = (file: string) => `/${file}`;
  const entryPreloads = [...entryKeys].filter((key) => key !== CLIENT_ENTRY).map((key) => url(manifest[key]?.file ?? key));
  // The one stylesheet (`cssCodeSplit: false` lists it under a key of its own, not on the entry).
  const stylesheets = Object.values(manifest).flatMap((chunk) => (chunk.file.endsWith('.css') ? [chunk.file] : []));
  const inlineStyles = stylesheets.map((file) => readFileSync(path.join(clientDir, file), 'utf8')).join('\n');

  return {
    inlineStyles,
    forModules(moduleIds) {
      const routeKeys = new Set<string>();
      for (const id of moduleIds) if (manifest[id]) closure(id, routeKeys);
      const routePreloads = [...routeKeys].filter((key) => !entryKeys.has(key)).map((key) => url(manifest[key]?.file ?? key));
      return { scripts: [url(start.file)], entry: url(entry.file), styles: [], preloads: [...entryPreloads, ...routePreloads] };
    },
  };
}

/** Development: Vite serves sources directly and injects styles itself. */
export function devServerAssets(): AssetResolver {
  return {
    forModules: () => ({
      scripts: ['/@vite/client', `/${LOAD_AFTER_PAINT_SCRIPT}`],
      entry: `/${CLIENT_ENTRY}`,
      styles: ['/src/styles.css'],
      preloads: [],
    }),
  };
}
