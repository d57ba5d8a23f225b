/**
 * `npm run dev`: the server runs from source under tsx, with Vite loading the React side. Anything
 * the server imports itself runs outside Vite, so a build-only feature there (such as
 * `import.meta.glob`, which finds the content modules) stops the development server at start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServer, stopServers } from './test-app';

let base = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // tsx as a loader in this one process (its command line would run the server as a child that
  // outlives a killed parent).
  await startServer(['--import', 'tsx', 'server.ts'], { NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1' });
}, 60_000);

afterAll(stopServers);

describe('the development server', () => {
  it('renders a page and answers the search API from source', async () => {
    const page = await fetch(`${base}/excuses/work/late-to-work`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Being Late to Work | Excusely</title>');

    const search = await fetch(`${base}/api/search?q=dog`);
    expect(search.status).toBe(200);
    expect(((await search.json()) as { total: number }).total).toBeGreaterThan(0);

    const refs = await fetch(`${base}/api/excuse-refs`);
    expect(((await refs.json()) as { refs: string[] }).refs).toContain('/excuses/work/late-to-work#traffic-1');
  });
});
