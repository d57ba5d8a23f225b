/**
 * The JavaScript a first visit downloads before the page is interactive stays within budget on
 * every page: each `<script type="module">` and `modulepreload` file the built page names, and each
 * module its start script preloads once the page has painted, gzipped
 * at level 9 one by one (as a CDN would send them), summed. Sizes are deterministic for a build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { PAGE_MODULES_ELEMENT_ID } from '../../src/page-modules';
import type { ServerEntry } from '../../src/render-contract';
import { manifestAssets } from '../../src/server/assets';
import { listedPageModules } from '../page-module-list';
import { ORIGIN, testRenderOptions } from './test-app';

/** 110 KiB gzip: what a phone on a slow connection can take in before the page answers a tap. */
const START_UP_JS_BUDGET = 110 * 1024;
const CLIENT_DIR = path.resolve('dist/client');

let entry: ServerEntry;
beforeAll(async () => {
  await ensureBuild();
  entry = (await import(/* @vite-ignore */ path.resolve('dist/server/entry-server.js'))) as ServerEntry;
}, 180_000);

/**
 * The start-up scripts a page names: its module scripts and module preloads, and the modules its
 * start script preloads after the first paint (the head's JSON list).
 */
function startUpScripts(html: string): string[] {
  const files = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isModule = /^<script\b/.test(tag) ? /\btype="module"/.test(tag) : /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if (isModule && url) files.add(url);
  }
  const listed = listedPageModules(html);
  for (const url of listed ? [listed.entry, ...listed.preloads] : []) files.add(url);
  return [...files];
}

async function renderedHtml(target: string): Promise<string> {
  const result = await entry.render(new Request(new URL(target, ORIGIN)), testRenderOptions(manifestAssets(CLIENT_DIR)));
  if (result.kind !== 'document') throw new Error(`${target} answered ${result.response.status}`);
  let html = '';
  for await (const chunk of result.body) html += chunk;
  return html;
}

const gzipSize = (url: string) => gzipSync(readFileSync(path.join(CLIENT_DIR, url)), { level: 9 }).length;

describe('start-up JavaScript', () => {
  it('finds module scripts and preloads, and nothing else', () => {
    const html =
      '<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js" fetchpriority="low">' +
      '<script type="application/json" src="/assets/c.js"></script><link rel="preload" href="/assets/d.js">' +
      `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">{"entry":"/assets/e.js","preloads":["/assets/a.js","/assets/f.js"]}</script>`;
    expect(startUpScripts(html)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/e.js', '/assets/f.js']);
  });

  it(`stays within ${START_UP_JS_BUDGET / 1024} KiB gzip on every page`, async () => {
    // Every stored page of both languages, plus each language's rendered answers and 404.
    const targets = [
      ...entry.pagePaths().map((page) => page.path),
      ...['/search?q=dog', '/get-my-excuse?id=work-formal-3', '/no-such-page'],
      ...['/es/buscar?q=perro', '/es/generador-de-excusas?id=work-formal-3', '/es/no-existe'],
    ];
    expect(targets).toContain('/es/excusas/trabajo/llegar-tarde');
    const sizes: Record<string, number> = {};
    for (const target of targets) {
      const scripts = startUpScripts(await renderedHtml(target));
      expect(scripts.length, target).toBeGreaterThan(1);
      sizes[target] = scripts.reduce((total, url) => total + gzipSize(url), 0);
    }
    const over = Object.entries(sizes).filter(([, bytes]) => bytes > START_UP_JS_BUDGET);
    expect(over.map(([target, bytes]) => `${target}: ${(bytes / 1024).toFixed(1)} KiB`)).toEqual([]);
  }, 60_000);
});
