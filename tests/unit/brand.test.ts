/**
 * One place for the brand: `SITE.brand` in src/site.ts. The code reads it from there; the files
 * under public/ that the browser fetches as they are (the web manifest, the SVG icon, the service
 * worker) cannot import it, so they spell it out and this test holds them to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/site';

const publicFile = (name: string) => readFileSync(path.join('public', name), 'utf8');

/** Every `<title>` in a text, in order. */
const titles = (text: string) => [...text.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);

describe('the brand in public/', () => {
  it('names the web app SITE.brand in the manifest', () => {
    const manifest = JSON.parse(publicFile('site.webmanifest'));
    expect(manifest.name).toBe(SITE.brand);
    expect(manifest.short_name).toBe(SITE.brand);
  });

  it('titles the SVG icon SITE.brand', () => {
    expect(titles(publicFile('favicon.svg'))).toEqual([SITE.brand]);
  });

  it("ends the service worker's offline page title with SITE.brand, as documentTitle does", () => {
    const found = titles(publicFile('sw.js'));
    expect(found.length).toBeGreaterThan(0);
    for (const title of found) expect(title?.split(' | ').slice(1)).toEqual([SITE.brand]);
  });
});

describe('the brand in src/', () => {
  /** Every file under src/, as a path relative to the repository. */
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );

  // Case-sensitive on purpose: the name as visitors read it. Lowercase `excusely` is part of
  // identifiers that must not follow a rename on their own (storage keys, cache names, the contact
  // address's domain): changing one would lose what browsers already keep under it.
  it('is written by hand only in src/site.ts; everything else reads SITE.brand', () => {
    const handWritten = files('src')
      .filter((file) => file !== path.join('src', 'site.ts'))
      .filter((file) => readFileSync(file, 'utf8').includes(SITE.brand));
    expect(handWritten).toEqual([]);
  });
});
