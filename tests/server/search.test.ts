import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../src/paths';
import { makeTestApp } from './test-app';

const { app } = await makeTestApp();

describe('/search', () => {
  it('renders ranked results grouped by page, with highlights, copy buttons and links to each excuse', async () => {
    const { text } = await request(app).get(`${PATHS.search}?q=dentist`).expect(200);
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toMatch(/\d+ excuses? match/);
    expect(text).toContain('<mark>dentist</mark>');
    expect(text).toMatch(/href="\/excuses\/[a-z-]+\/[a-z-]+#[a-z0-9-]+-\d+"/);
    expect(text).toContain('data-copy-excuse');
    expect(text).toMatch(/<input[^>]*name="q"[^>]*value="dentist"/);
  });

  it('prompts with popular pages when the query is empty', async () => {
    const { text } = await request(app).get(PATHS.search).expect(200);
    expect(text).toContain('Popular pages');
    expect(text).toContain('href="/excuses/work/late-to-work"');
  });

  it('says so and suggests categories when nothing matches', async () => {
    const { text } = await request(app).get(`${PATHS.search}?q=zxqvwk`).expect(200);
    expect(text).toContain('No excuses match');
    expect(text).toContain('href="/#category-work"');
  });

  it('answers an over-long query or control characters with a 400 page that says why', async () => {
    const long = await request(app)
      .get(`${PATHS.search}?q=${'a'.repeat(101)}`)
      .expect(400);
    expect(long.text).toContain('at most 100 characters');
    const control = await request(app).get(`${PATHS.search}?q=dog%0Acat`).expect(400);
    expect(control.text).toContain('control characters');
  });

  it('never reflects markup from the query', async () => {
    const { text } = await request(app)
      .get(`${PATHS.search}?q=${encodeURIComponent('<script>alert(1)</script>')}`)
      .expect(200);
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is left out of the sitemap', async () => {
    const { text } = await request(app).get('/sitemap.xml').expect(200);
    expect(text).not.toContain('/search');
  });
});

describe('/api/search', () => {
  it('answers the same ranking as JSON, grouped by page', async () => {
    const { body } = await request(app).get('/api/search?q=train').expect(200);
    expect(body.query).toBe('train');
    expect(body.total).toBeGreaterThan(0);
    const first = body.groups[0].hits[0];
    expect(first.highlighted.some((piece: { match: boolean; text: string }) => piece.match && /train/i.test(piece.text))).toBe(true);
    expect(first.href).toMatch(/^\/(excuses\/|get-my-excuse\?id=)/);
  });

  it.each([
    ['', 'q'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['q=dog%00', 'q'],
    ['q=dog&q=cat', 'q'],
    ['q=dog&page=2', 'page'],
  ])('answers ?%s with a 400 naming %s', async (query, parameter) => {
    const { body } = await request(app).get(`/api/search?${query}`).expect(400);
    expect(body.errors[0].parameter).toBe(parameter);
  });

  it('escapes markup from the query in its JSON', async () => {
    const response = await request(app)
      .get(`/api/search?q=${encodeURIComponent('<b>dog</b>')}`)
      .expect(200);
    expect(response.text).not.toContain('<b>');
  });
});
