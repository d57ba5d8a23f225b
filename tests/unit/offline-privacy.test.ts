import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRIVACY } from '../../src/content/info-pages';

const worker = readFileSync(new URL('../../public/sw.js', import.meta.url), 'utf8');
/** Where the page registers the service worker, a set delay after it has loaded. */
const clientEntry = readFileSync(new URL('../../src/entry-client.tsx', import.meta.url), 'utf8');

describe('the Privacy page on offline copies', () => {
  const point = PRIVACY.sections.flatMap((section) => section.points ?? []).find((text) => text.startsWith('Offline copies:'));

  it('states how long after a page has loaded the service worker is set up', () => {
    const delayMs = /^const OFFLINE_SETUP_DELAY_MS = ([\d_]+);$/m.exec(clientEntry)?.[1];
    expect(delayMs).toBeDefined();
    const seconds = Number(delayMs?.replaceAll('_', '')) / 1000;
    expect(point).toContain(`once a page has finished loading and stayed open for about ${seconds} more seconds`);
  });

  it('states the number of pages the service worker keeps', () => {
    const maxPages = /^const MAX_PAGES = (\d+);$/m.exec(worker)?.[1];
    expect(maxPages).toBeDefined();
    expect(point).toContain(`at most the ${maxPages} pages you opened most recently`);
  });

  it('says searches and generated excuses are never kept, and how to delete the copies', () => {
    expect(point).toMatch(/never keeps a search page/);
    expect(point).toMatch(/an excuse the generator made for you/);
    expect(point).toMatch(/clearing this site's data in your browser deletes them/);
  });
});
