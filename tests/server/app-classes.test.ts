/**
 * Requests and responses are born with the app's Express prototypes (`appServerClasses`): Express
 * finds them in place and never swaps a prototype, so Node's HTTP code sees one shape, and the
 * app's own methods and getters still work on them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { appServerClasses } from '../../src/server/app-classes';
import { makeTestApp, rawRequest } from './test-app';

const { express: app } = await makeTestApp();
const classes = appServerClasses(app);

/** Each request's and response's prototypes as they arrive and once answered, and the answer's path. */
const seen: { path: string; arrived: [object, object]; answered: [object, object] }[] = [];
const server = http.createServer(classes, (req, res) => {
  const arrived: [object, object] = [Object.getPrototypeOf(req), Object.getPrototypeOf(res)];
  res.on('finish', () => seen.push({ path: req.url ?? '', arrived, answered: [Object.getPrototypeOf(req), Object.getPrototypeOf(res)] }));
  // Like the fast path: some requests never reach Express.
  if (req.url === '/answered-before-express') res.end('plain');
  else app(req, res);
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("gives every request and response the app's prototypes from the start, which Express keeps", async () => {
  const answers = await Promise.all(
    ['/answered-before-express', '/readyz', '/about', '/no-such-page', '/api/excuses?category=nope'].map((path) =>
      rawRequest(port, 'GET', path),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 400]);
  expect(seen).toHaveLength(5);
  for (const { path, arrived, answered } of seen) {
    expect(arrived, path).toEqual([app.request, app.response]);
    expect(answered[0] === app.request && answered[1] === app.response, path).toBe(true);
  }
  // Express's own methods and getters work on them: a JSON error, a typed text answer.
  const badQuery = answers[4];
  expect(badQuery?.headers['content-type']).toMatch(/^application\/json/);
  expect(answers[1]?.body.toString()).toBe('ready\n');
  expect(answers[1]?.headers['content-type']).toMatch(/^text\/plain/);
});

it('answers the same as a server built without them', async () => {
  const plain = http.createServer((req, res) => app(req, res));
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  try {
    const plainPort = (plain.address() as AddressInfo).port;
    for (const path of ['/about', '/readyz', '/no-such-page', '/ABOUT', '/get-my-excuse?tone=rude']) {
      const [born, swapped] = await Promise.all([rawRequest(port, 'GET', path), rawRequest(plainPort, 'GET', path)]);
      const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;
      expect([born.status, withoutDate(born.headers), born.body.toString()], path).toEqual([
        swapped.status,
        withoutDate(swapped.headers),
        swapped.body.toString(),
      ]);
    }
  } finally {
    await new Promise<void>((resolve) => plain.close(() => resolve()));
  }
});
