/**
 * Malformed and hostile requests: none gets a 5xx, a redirect a browser would follow off the
 * site, a file's contents, or markup reflected from the request; the server answers normally
 * afterwards. A table of named attacks, then random paths and queries (fast-check).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, ORIGIN, rawRequest } from './test-app';

const { app } = await makeTestApp();

const SCRIPT = '<script>alert(1)</script>';
const TAGS = ['"><img src=x onerror=alert(1)>', '<svg/onload=alert(1)>', SCRIPT, "'-alert(1)-'", '</script><script>alert(1)</script>'];

interface Attack {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
}

const attacks: Attack[] = [
  // Percent-encoding that does not decode, anywhere in the address.
  { name: 'lone percent in the path', path: '/%' },
  { name: 'truncated UTF-8 escape', path: '/excuses/%E0%A4%A' },
  { name: 'non-hex escape', path: '/excuses/%ZZ/late' },
  { name: 'bad escape in the query', path: '/?q=%' },
  { name: 'bad escape in a generator parameter', path: '/get-my-excuse?category=%ZZ' },
  { name: 'bad escape in an API parameter', path: '/api/excuses?tone=%E0%A4' },
  // Open redirects.
  { name: 'protocol-relative path', path: '//evil.example/' },
  { name: 'triple slash', path: '///evil.example//x/' },
  { name: 'backslash host', path: '/\\evil.example/' },
  { name: 'encoded double slash', path: '/%2F%2Fevil.example/' },
  { name: 'encoded backslash', path: '/%5Cevil.example/' },
  { name: 'double slash with trailing slash and query', path: '//evil.example/?next=//evil.example' },
  { name: 'alias with a protocol-relative tail', path: '/excuses/social/ghost-someone//evil.example' },
  // Traversal and files.
  { name: 'dot-dot traversal', path: '/../../etc/passwd' },
  { name: 'encoded dot-dot', path: '/%2e%2e/%2e%2e/etc/passwd' },
  { name: 'encoded slash traversal', path: '/..%2F..%2Fetc%2Fpasswd' },
  { name: 'traversal under assets', path: '/assets/..%2F..%2Fpackage.json' },
  { name: 'encoded traversal under assets', path: '/assets/%2e%2e/%2e%2e/server.ts' },
  { name: 'null byte', path: '/about%00' },
  { name: 'null byte under assets', path: '/assets/x.js%00.css' },
  { name: 'dotenv', path: '/.env' },
  { name: 'git config', path: '/.git/config' },
  { name: 'package.json', path: '/package.json' },
  { name: 'server source', path: '/server.ts' },
  { name: 'built server', path: '/dist/server/server.js' },
  { name: 'route table source', path: '/src/routes.tsx' },
  // Sizes.
  { name: 'over-long path', path: `/${'a'.repeat(3000)}` },
  { name: 'over-long query', path: `/?q=${'b'.repeat(3000)}` },
  { name: 'over-long header', path: '/', headers: { 'X-Padding': 'c'.repeat(20_000) } },
  // Every method.
  ...['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH'].map((method) => ({
    name: `${method} on a page`,
    path: '/about',
    method,
  })),
  ...['PUT', 'DELETE', 'PATCH'].map((method) => ({ name: `${method} on the API`, path: '/api/excuses', method })),
  // Lying hosts.
  { name: 'lying Host on the sitemap', path: '/sitemap.xml', headers: { Host: 'evil.example' } },
  { name: 'lying X-Forwarded-Host on a page', path: '/excuses/work/late-to-work', headers: { 'X-Forwarded-Host': 'evil.example' } },
  { name: 'lying Host on a redirect', path: '/about/', headers: { Host: 'evil.example' } },
  // Script-breaking strings in every query parameter.
  ...TAGS.flatMap((tag) =>
    ['category', 'tone', 'id', 'utm_source'].map((parameter) => ({
      name: `${tag.slice(0, 12)} in ${parameter}`,
      path: `/get-my-excuse?${parameter}=${encodeURIComponent(tag)}`,
    })),
  ),
  ...TAGS.flatMap((tag) =>
    ['category', 'tone', 'count', 'id'].map((parameter) => ({
      name: `${tag.slice(0, 12)} in API ${parameter}`,
      path: `/api/excuses?${parameter}=${encodeURIComponent(tag)}`,
    })),
  ),
  { name: 'markup in an unknown path', path: `/nowhere/${encodeURIComponent(SCRIPT)}` },
  { name: 'markup in a page query', path: `/excuses/work/late-to-work?x=${encodeURIComponent(TAGS[4] as string)}` },
  { name: 'repeated generator parameters', path: '/get-my-excuse?category=work&category=school' },
  { name: 'huge count', path: '/api/excuses?count=1e400' },
];

/** A Location a browser would follow to another site, resolved as a browser resolves it against the page's address. */
const leavesSite = (location: string) => new URL(location, `${ORIGIN}/some/page`).origin !== ORIGIN;
const FILE_CONTENTS = [/root:x:0:0/, /"name":\s*"excusely"/, /\[core\]/, /createApp\(/, /import .* from '/];
/** Markup from the request, unescaped. Escaped text (`&lt;img ...`) is harmless and allowed. */
const REFLECTED = [/<script>alert/i, /<img src=x/i, /<svg\/onload/i];

async function send(attack: Attack) {
  const method = (attack.method ?? 'GET').toLowerCase() as 'get';
  let pending = request(app)[method](attack.path);
  for (const [name, value] of Object.entries(attack.headers ?? {})) pending = pending.set(name, value);
  return pending;
}

function expectHarmless(response: Awaited<ReturnType<typeof send>>, name: string) {
  expect(response.status, name).toBeLessThan(500);
  const location = response.headers.location as string | undefined;
  if (location) expect(leavesSite(location), `${name}: Location ${location}`).toBe(false);
  const body = response.text ?? '';
  for (const pattern of FILE_CONTENTS) expect(body, `${name}: ${pattern}`).not.toMatch(pattern);
  for (const pattern of REFLECTED) expect(body, `${name}: ${pattern}`).not.toMatch(pattern);
  // A page never links to a host it was only told about (a same-site path such as /evil.example is fine).
  if (response.status < 300 || response.status >= 400) expect(body, name).not.toMatch(/(https?:)?\/\/evil\.example/);
}

describe('hostile requests', () => {
  it(`has at least 40 of them`, () => {
    expect(attacks.length).toBeGreaterThanOrEqual(40);
  });

  it.each(attacks)('$name: no 5xx, no off-site redirect, no file contents, no reflected markup', async (attack) => {
    expectHarmless(await send(attack), attack.name);
  });

  it('leaves the server answering normally', async () => {
    for (const attack of attacks) await send(attack);
    await request(app).get('/healthz').expect(200);
    await request(app).get('/excuses/work/late-to-work').expect(200);
  });
});

describe('raw request targets, as a proxy may forward them', () => {
  // Sent byte for byte over a socket: an HTTP client library would normalise them first.
  const server = http.createServer(app);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const port = () => (server.address() as AddressInfo).port;

  it.each([
    ['a backslash after the first slash', '/\\evil.example/'],
    ['a backslash and a trailing slash', '/\\evil.example/about/'],
    ['two backslashes', '/\\\\evil.example'],
    ['the absolute form', 'http://evil.example/about'],
    ['the absolute form with a trailing slash', 'https://evil.example/about/'],
    ['a slash and a backslash', '//\\evil.example/'],
  ])('%s: answered on this site', async (_name, target) => {
    const answer = await rawRequest(port(), 'GET', target);
    expect(answer.status, target).toBeLessThan(500);
    const location = answer.headers.location;
    if (location) expect(leavesSite(location), `${target}: Location ${location}`).toBe(false);
  });

  it('refuses a target that is not a path, in plain words', async () => {
    const answer = await rawRequest(port(), 'GET', 'http://evil.example/about');
    expect(answer.status).toBe(400);
    expect(answer.body.toString()).toMatch(/must be a path/);
  });

  it('knows an off-site Location when it sees one', () => {
    for (const location of ['/\\evil.example', '//evil.example/', 'http:/evil.example/about', 'https://evil.example'])
      expect(leavesSite(location), location).toBe(true);
    for (const location of ['/about', '/%5Cevil.example', `${ORIGIN}/about`]) expect(leavesSite(location), location).toBe(false);
  });
});

describe('random paths and queries', () => {
  const segment = fc.oneof(
    fc.constantFrom('excuses', 'work', 'late-to-work', '..', '.', '%2e', '%2F', '%5C', '%00', '%', '%E0%A4', '', 'assets', '.env', 'api'),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
    fc.string({ unit: 'binary', maxLength: 8 }).map((text) => text.replace(/[\s#?]/g, '')),
  );
  const query = fc.dictionary(
    fc.constantFrom('category', 'tone', 'id', 'count', 'q', 'x'),
    fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...TAGS), fc.constantFrom('%', '%ZZ', 'work', '3')),
  );
  const address = fc.tuple(fc.array(segment, { maxLength: 6 }), query, fc.boolean()).map(([segments, params, rawQuery]) => {
    const pairs = Object.entries(params).map(([key, value]) => `${key}=${rawQuery ? value : encodeURIComponent(value)}`);
    return `/${segments.join('/')}${pairs.length ? `?${pairs.join('&')}` : ''}`;
  });

  it('never answer 5xx, redirect off the site, leak a file or reflect markup', async () => {
    await fc.assert(
      fc.asyncProperty(address, async (path) => {
        // supertest cannot send every raw byte; what it refuses is not a request the server saw.
        let response: Awaited<ReturnType<typeof send>>;
        try {
          response = await send({ name: path, path });
        } catch (error) {
          if (error instanceof TypeError) return;
          throw error;
        }
        expectHarmless(response, path);
      }),
      { numRuns: 300 },
    );
    await request(app).get('/healthz').expect(200);
  });
});
