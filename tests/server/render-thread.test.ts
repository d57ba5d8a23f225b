/**
 * Pages are rendered on a worker thread (ADR 010): what it sends equals what the entry renders in
 * the serving thread, and every way a render can end crosses the thread intact: a redirect, a
 * shell that fails, an error reported mid-render, a client that goes away, a thread that dies.
 */
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { ensureBuild } from '../../scripts/ensure-build.mjs';
import { ALL_EXCUSES } from '../../src/lib/pool';
import type { RenderOptions, RenderResult, ServerEntry } from '../../src/render-contract';
import { manifestAssets } from '../../src/server/assets';
import { createLogger } from '../../src/server/logger';
import { RenderThread } from '../../src/server/render-thread';
import { ORIGIN, testRenderOptions } from './test-app';

const WORKER = path.resolve('dist/server/render-worker.js');
const BUILT_ENTRY = pathToFileURL('dist/server/entry-server.js').href;
const FIXTURE_ENTRY = pathToFileURL('tests/fixtures/render-entry.mjs').href;

const threads: RenderThread[] = [];
function startThread(entryPath: string) {
  const logs: Record<string, unknown>[] = [];
  const thread = new RenderThread(
    WORKER,
    { entryPath, clientDir: 'dist/client' },
    createLogger('debug', (line) => logs.push(JSON.parse(line))),
  );
  threads.push(thread);
  return { thread, logs };
}

beforeAll(() => ensureBuild(), 120_000);
afterAll(() => Promise.all(threads.map((thread) => thread.close())));

function options(overrides: Partial<RenderOptions> = {}): RenderOptions {
  return testRenderOptions(manifestAssets('dist/client'), {
    onError: (error) => {
      throw error;
    },
    ...overrides,
  });
}

function asDocument(result: RenderResult) {
  if (result.kind !== 'document') throw new Error(`expected a document, got a ${result.response.status} response`);
  return result;
}

async function documentOf(rendered: RenderResult) {
  const result = asDocument(rendered);
  return { status: result.status, headers: [...result.headers], html: await text(result.body), failed: result.failed() };
}

const closed = (body: NodeJS.ReadableStream & { closed: boolean }) =>
  new Promise<void>((resolve) => (body.closed ? resolve() : body.once('close', () => resolve())));

describe('the render thread with the built entry', () => {
  it('sends every kind of page exactly as the entry renders it in the serving thread', async () => {
    const { thread } = startThread(BUILT_ENTRY);
    await thread.ready;
    const local = (await import(/* @vite-ignore */ BUILT_ENTRY)) as ServerEntry;
    const onThread = thread.entry(local);
    for (const path of ['/', '/excuses/work/late-to-work', '/about', '/no-such-page', `/get-my-excuse?id=${ALL_EXCUSES[0]?.id}`]) {
      const url = `${ORIGIN}${path}`;
      const expected = await documentOf(await local.render(new Request(url), options()));
      const actual = await documentOf(await onThread.render(new Request(url), options()));
      expect(actual, path).toEqual(expected);
      expect(actual.html.length, path).toBeGreaterThan(10_000);
    }
    expect(onThread.canonicalPath('/About')).toBe('/about');
    expect(thread.inFlight).toBe(0);
  });

  it('streams a document as its shell is ready, when the caller does not wait for all of it', async () => {
    const { thread } = startThread(BUILT_ENTRY);
    await thread.ready;
    const local = (await import(/* @vite-ignore */ BUILT_ENTRY)) as ServerEntry;
    const page = await documentOf(
      await thread.entry(local).render(new Request(`${ORIGIN}/excuses/work/late-to-work`), options({ waitForAll: false })),
    );
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<\/html>$/);
  });
});

describe('the render thread protocol', () => {
  const render = (thread: RenderThread, path: string, { signal, ...overrides }: Partial<RenderOptions> & { signal?: AbortSignal } = {}) =>
    thread.entry({} as ServerEntry).render(new Request(`${ORIGIN}${path}`, signal ? { signal } : {}), options(overrides));

  it('passes the options a render needs and returns its status, headers and bytes', async () => {
    const { thread } = startThread(FIXTURE_ENTRY);
    await thread.ready;
    // The time it renders for too: the excuse of the day's pages depend on it.
    const page = await documentOf(await render(thread, '/hello', { waitForAll: false, now: 1_796_600_000_000 }));
    expect(page).toEqual({
      status: 200,
      headers: [['x-rendered-by', 'fixture']],
      html: `page /hello for ${ORIGIN}, whole: false, at: 1796600000000`,
      failed: false,
    });
  });

  it('returns a router response (a redirect) with its status and headers', async () => {
    const { thread } = startThread(FIXTURE_ENTRY);
    await thread.ready;
    const result = await render(thread, '/redirect');
    if (result.kind !== 'response') throw new Error('expected a response');
    expect(result.response.status).toBe(301);
    expect(result.response.headers.get('location')).toBe('/elsewhere');
  });

  it('rejects a render whose shell failed, with the error it failed with', async () => {
    const { thread } = startThread(FIXTURE_ENTRY);
    await thread.ready;
    await expect(render(thread, '/shell-error')).rejects.toThrow('the shell could not render');
    expect(thread.inFlight).toBe(0);
  });

  it('reports an error raised mid-render to the caller and marks the document failed', async () => {
    const { thread } = startThread(FIXTURE_ENTRY);
    await thread.ready;
    const reported: unknown[] = [];
    const page = await documentOf(await render(thread, '/reported-error', { onError: (error) => reported.push(error) }));
    expect(page).toMatchObject({ status: 500, html: 'partial page', failed: true });
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ name: 'RangeError', message: 'a section failed' });
  });

  it('stops the render on the thread when the client goes away', async () => {
    const { thread } = startThread(FIXTURE_ENTRY);
    await thread.ready;
    const controller = new AbortController();
    const result = asDocument(await render(thread, '/endless', { signal: controller.signal }));
    const first = await new Promise<string>((resolve) => result.body.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    expect(first).toBe('<p>first part</p>');
    controller.abort();
    await closed(result.body as never);
    expect(thread.inFlight).toBe(0);
    expect((await documentOf(await render(thread, '/aborts'))).html).toBe('aborts=1');
    // A caller's own abort (a HEAD request) stops it too.
    const second = asDocument(await render(thread, '/endless'));
    second.abort();
    await closed(second.body as never);
    expect((await documentOf(await render(thread, '/aborts'))).html).toBe('aborts=2');
  });

  it('rejects a render aborted before it began', async () => {
    const { thread } = startThread(FIXTURE_ENTRY);
    await thread.ready;
    const controller = new AbortController();
    const pending = render(thread, '/endless', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(thread.inFlight).toBe(0);
  });

  it('fails what a dying thread had under way, logs it, and renders on a new thread', async () => {
    const { thread, logs } = startThread(FIXTURE_ENTRY);
    await thread.ready;
    const streaming = asDocument(await render(thread, '/endless'));
    const streamError = new Promise<Error>((resolve) => streaming.body.once('error', resolve));
    await expect(render(thread, '/crash')).rejects.toThrow('The render thread stopped (exit code 3)');
    expect((await streamError).message).toContain('exit code 3');
    expect(logs.some((line) => line.msg === 'render thread stopped, starting another')).toBe(true);
    expect((await documentOf(await render(thread, '/after', { now: 5 }))).html).toBe(`page /after for ${ORIGIN}, whole: true, at: 5`);
  });

  it('fails to start when the entry cannot be loaded', async () => {
    const { thread } = startThread(pathToFileURL('tests/fixtures/no-such-entry.mjs').href);
    await expect(thread.ready).rejects.toThrow();
  });
});
