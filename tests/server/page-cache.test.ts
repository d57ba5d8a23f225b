import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PageCache, type RenderedPage, sendPage } from '../../src/server/page-cache';

const page = (html: string, status = 200, keep = true): RenderedPage => ({
  status,
  headers: [['Content-Type', 'text/html; charset=utf-8']],
  html: Buffer.from(html),
  keep,
});

describe('PageCache', () => {
  it('renders a cold key once however many requests arrive together', async () => {
    const cache = new PageCache((url) => url.pathname);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return page('<p>hello</p>');
    };
    const pages = await Promise.all(Array.from({ length: 25 }, () => cache.get('/a', render)));
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
    await cache.get('/a', render);
    expect(renders).toBe(1);
  });

  it('keeps 200s and the shared 404, never an error page or a failed render', async () => {
    const cache = new PageCache((url) => url.pathname);
    await cache.get('/ok', async () => page('ok'));
    await cache.get('404', async () => page('missing', 404));
    await cache.get('/broken', async () => page('error', 500));
    await cache.get('/half', async () => page('half', 200, false));
    expect(cache.size).toBe(2);
  });

  it('lets the next request render again after a render throws', async () => {
    const cache = new PageCache((url) => url.pathname);
    await expect(cache.get('/x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const again = await cache.get('/x', async () => page('fine'));
    expect(again.variants.identity.body.toString()).toBe('fine');
  });
});

describe('sendPage', () => {
  const app = express();
  const cache = new PageCache((url) => url.pathname);
  app.get('/p', async (req, res) => sendPage(req, res, await cache.get('/p', async () => page('<p>compressible '.repeat(50)))));

  it('sends the best encoding the client accepts, each with its own ETag, and 304 for a fresh copy', async () => {
    const br = await request(app).get('/p').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gzip = await request(app).get('/p').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(br.headers.etag);
    await request(app)
      .get('/p')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', gzip.headers.etag as string)
      .expect(304);
    await request(app).get('/p').set('Accept-Encoding', 'gzip').set('If-None-Match', '"other"').expect(200);
  });
});
