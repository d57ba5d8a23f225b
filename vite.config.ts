import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** V8's explicit compile hint: a file that starts with it is compiled whole, not function by function. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const COMPILE_HINT_MIN_BYTES = 4096;

/**
 * Chrome compiles each function of a script the first time it is called, on the main thread, in
 * the middle of hydration; a file that starts with V8's compile hint is compiled whole, on a
 * background thread while it downloads. Every page runs the start script, the client entry and the chunks it imports
 * (React, React Router, the app shell) at start-up, so those carry the hint; pages' own chunks and
 * the widgets loaded later do not.
 */
function compileHints(): Plugin {
  return {
    name: 'excusely:compile-hints',
    apply: 'build',
    enforce: 'post',
    // After writing: the hint must be a file's first line, and Vite prepends its dependency map to a
    // chunk whose dynamic imports have dependencies once the other plugins are done.
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const dir = options.dir;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const startUp = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || startUp.has(fileName)) return;
        startUp.add(fileName);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const fileName of startUp) {
        // A small file compiles in no time either way; the hint would only add to its bytes.
        if ((chunks.get(fileName)?.code.length ?? 0) < COMPILE_HINT_MIN_BYTES) continue;
        const file = path.join(dir, fileName);
        writeFileSync(file, `${COMPILE_HINT}\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * The service worker (public/sw.js, copied into the client build as is) names the build it belongs
 * to: its `const BUILD = …;` line is filled in with the build's id (a hash of its hashed files'
 * names) and those files. A build that changes any file so changes the worker's bytes: browsers
 * install the new worker, which keeps only this build's files and drops the caches of earlier ones.
 */
function serviceWorkerBuild(): Plugin {
  return {
    name: 'excusely:service-worker-build',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      const assets = Object.keys(bundle)
        .filter((fileName) => fileName.startsWith('assets/'))
        .sort()
        .map((fileName) => `/${fileName}`);
      const id = createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12);
      const file = path.join(options.dir, 'sw.js');
      const source = readFileSync(file, 'utf8');
      const line = /^const BUILD = .*;$/m;
      if (!line.test(source)) this.error('public/sw.js has no one-line `const BUILD = …;` for the build to fill in');
      writeFileSync(
        file,
        source.replace(line, () => `const BUILD = ${JSON.stringify({ id, assets })};`),
      );
    },
  };
}

/**
 * Vite wraps every dynamic import in its preload helper, which first fetches the chunk's
 * dependencies and CSS. This build preloads nothing that way (`modulePreload: false`, one
 * stylesheet), so every call passes no dependencies and the helper's kilobyte of code only ever
 * calls the import: replace it with that call, and refuse a build where a dependency list appears.
 */
function plainDynamicImports(): Plugin {
  const helperId = '\0vite/preload-helper.js';
  return {
    name: 'excusely:plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === helperId && this.environment.config.consumer === 'client') return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.includes('__vite__mapDeps'))
          this.error(`${file.fileName} preloads dependencies, which the plain helper would skip`);
      }
    },
  };
}

/**
 * The page's one script (`load-after-paint.ts`), which runs the client entry once the page has painted
 * (ADR 015). It finds the entry's file name in the page at run time, so the two share no chunk.
 */
const CLIENT_INPUTS: Record<string, string> = { 'load-after-paint': 'src/load-after-paint.ts', 'entry-client': 'src/entry-client.tsx' };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), react(), plainDynamicImports(), compileHints(), serviceWorkerBuild()],
  build: isSsrBuild
    ? {
        // The production server, the render entry it loads and the render thread that runs it, side
        // by side in dist/server.
        rollupOptions: {
          input: {
            server: 'server.ts',
            'entry-server': 'src/entry-server.tsx',
            'render-worker': 'src/server/render-worker.ts',
            // The thread that draws generated excuses' share cards, and the pages' cards the build draws.
            'card-worker': 'src/server/card-worker.ts',
            'share-cards': 'src/server/share-cards/page-cards.tsx',
          },
        },
        target: 'node20',
      }
    : {
        rollupOptions: {
          input: CLIENT_INPUTS,
          // React (react, react-dom, the scheduler) in one chunk of its own, apart from the app's
          // code: it changes only when React does, so a deploy leaves it cached in every visitor's
          // browser, and Chrome parses it apart from the app. (React Router stays with the app:
          // a chunk of its own cost 1.3 KB more than the page's JavaScript budget.)
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                // What every page's start-up shares besides the entry: the languages, the fixed
                // addresses, the catalog and browser storage, in one file rather than five.
                {
                  name: 'site-data',
                  includeDependenciesRecursively: false,
                  test: /src[\\/](i18n[\\/]languages|paths|content[\\/](catalog|registry)|lib[\\/]browser-storage)\.ts$/,
                },
                // The excuse lists' markup and buttons: every page with a list (excuse pages, search,
                // saved) loads all of them at start-up, and one file costs less than five (ADR 015).
                {
                  name: 'excuse-list',
                  includeDependenciesRecursively: false,
                  test: /src[\\/](hooks[\\/]use-excuse-list-actions|hooks[\\/]use-copy-to-clipboard|lib[\\/]text|lib[\\/]excuses|components[\\/]ui[\\/]excuse-markup)\.ts$/,
                },
                // What the generator page runs at start-up to reach its excuses: their loader and the
                // options, types and labels the page and the excuses' chunk share, in one file. The
                // excuses' chunk is also loaded by the pages with the excuse of the day, on a
                // navigation; without this group the options would be split into a file of their own,
                // one more for the generator page to load at start-up.
                {
                  name: 'load-generator-pool',
                  includeDependenciesRecursively: false,
                  test: /src[\\/](lib[\\/]load-generator-pool|lib[\\/]generator-options|content[\\/]generator)\.ts$/,
                },
              ],
            },
          },
        },
        target: 'es2022',
        // No runtime <link rel="modulepreload"> for the chunks a dynamic import needs: the server
        // already hints the page's chunks, and inserting the links cost the page's own chunk load
        // 20 ms of main thread on a mid-range phone, in the middle of start-up.
        modulePreload: false,
        // One stylesheet, which the server writes into every page's head (ADR 009). Split per chunk,
        // every chunk that imports from the entry listed the entry's stylesheet as a dependency, and
        // Vite's loader, finding no <link> to it, fetched it and restyled the whole page after the
        // first paint.
        cssCodeSplit: false,
      },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/server/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Several tests render every page or compare every pair of excuses: a few seconds on a quiet
    // two-core machine, more on a busy one, where the 5 s default failed one of them.
    testTimeout: 30_000,
  },
}));
