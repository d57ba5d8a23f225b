import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ALL_EXCUSES, findExcuse } from '../../src/lib/pool';
import { makeTestApp, ORIGIN } from './test-app';

const { app } = await makeTestApp();
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const resultText = (html: string) => decode(/data-testid="excuse-text">([^<]+)</.exec(html)?.[1] ?? '');

describe('generator page without JavaScript', () => {
  it('renders the form with both selectors, no empty option, and no result yet', async () => {
    const { text } = await request(app).get('/get-my-excuse').expect(200);
    expect(text).toMatch(/<form[^>]*action="\/get-my-excuse" method="get">/);
    expect(text).toContain('name="category"');
    expect(text).toContain('name="tone"');
    expect(text).not.toMatch(/<option[^>]*value=""/);
    expect(text).toContain('Get My Excuse!');
    expect(text).toContain('role="status"');
    expect(text).not.toContain('data-testid="excuse-result"');
  });

  it('answers the GET form with a matching result at once', async () => {
    const { text } = await request(app).get('/get-my-excuse?category=work&tone=formal').expect(200);
    const shown = resultText(text);
    const excuse = ALL_EXCUSES.find((candidate) => candidate.text === shown);
    expect(excuse).toMatchObject({ category: 'work', tone: 'formal' });
    expect(text).toContain('Get Another!');
    expect(text).toContain(`href="/get-my-excuse?id=${excuse?.id}"`);
    expect(text).toMatch(/<option value="work" selected="">/);
  });

  it('answers unknown values with 400 and a clear message', async () => {
    const response = await request(app).get('/get-my-excuse?category=space&tone=rude').expect(400);
    expect(response.text).toContain('Unknown situation &quot;space&quot;');
    expect(response.text).toContain('Unknown style &quot;rude&quot;');
    expect(response.text).toMatch(/<form[^>]*method="get">/);
  });

  it('ignores parameters it does not use', async () => {
    await request(app).get('/get-my-excuse?utm_source=newsletter').expect(200);
  });
});

describe('share links', () => {
  it('render the excuse with its own title, description and Open Graph tags', async () => {
    const excuse = findExcuse('work-formal-3');
    const { text } = await request(app).get('/get-my-excuse?id=work-formal-3').expect(200);
    expect(resultText(text)).toBe(excuse?.text);
    expect(text).toContain('<title>Formal Work Excuse | Excusely</title>');
    expect(decode(text)).toContain(`<meta property="og:description" content="${excuse?.text}"/>`);
    expect(text).toContain(`<link rel="canonical" href="${ORIGIN}/get-my-excuse?id=work-formal-3"/>`);
  });

  it('show the excuse once on the page, in its card (the lead paragraph says where it came from)', async () => {
    const excuse = findExcuse('work-formal-3');
    const { text } = await request(app).get('/get-my-excuse?id=work-formal-3').expect(200);
    const body = decode(text.slice(text.indexOf('<body')).replace(/<script[^>]*>.*?<\/script>/gs, ''));
    expect(body.split(excuse?.text ?? '').length - 1).toBe(1);
    expect(body).toContain('Someone sent you this excuse.');
  });

  it('answer an unknown id with 404 and a clear message', async () => {
    const response = await request(app).get('/get-my-excuse?id=work-formal-99').expect(404);
    expect(response.text).toContain('Excuse not found');
    expect(response.text).toContain('No excuse has the id &quot;work-formal-99&quot;');
  });
});

describe('GET /api/excuses', () => {
  it('returns one random excuse by default, with CORS open', async () => {
    const response = await request(app)
      .get('/api/excuses')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.excuses).toHaveLength(1);
    const [excuse] = response.body.excuses;
    expect(findExcuse(excuse.id)?.text).toBe(excuse.text);
    expect(excuse.url).toBe(`${ORIGIN}/get-my-excuse?id=${excuse.id}`);
  });

  it('filters by category and tone and returns count distinct excuses', async () => {
    const { body } = await request(app).get('/api/excuses?category=school&tone=outrageous&count=10').expect(200);
    expect(body.excuses).toHaveLength(10);
    expect(new Set(body.excuses.map((excuse: { id: string }) => excuse.id)).size).toBe(10);
    for (const excuse of body.excuses) expect(excuse).toMatchObject({ category: 'school', tone: 'outrageous' });
  });

  it('looks up one excuse by id, and 404s an unknown id in the same shape', async () => {
    const { body } = await request(app).get('/api/excuses?id=dating-funny-2').expect(200);
    expect(body).toEqual({ excuses: [{ ...findExcuse('dating-funny-2'), url: `${ORIGIN}/get-my-excuse?id=dating-funny-2` }] });
    const missing = await request(app).get('/api/excuses?id=nope').expect(404);
    expect(missing.body).toEqual({ errors: [{ parameter: 'id', message: 'No excuse has the id "nope".' }] });
  });

  it.each([
    ['count=0', 'count'],
    ['count=11', 'count'],
    ['count=two', 'count'],
    ['category=space', 'category'],
    ['tone=rude', 'tone'],
    ['colour=red', 'colour'],
    ['category=work&category=school', 'category'],
    ['id=work-formal-1&count=2', 'id'],
  ])('answers %s with 400 naming the parameter', async (query, parameter) => {
    const { body } = await request(app)
      .get(`/api/excuses?${query}`)
      .expect(400)
      .expect('Content-Type', /application\/json/);
    expect(body.errors.map((error: { parameter: string }) => error.parameter)).toContain(parameter);
    for (const error of body.errors) expect(error.message.length).toBeGreaterThan(10);
  });

  it('answers Accept: text/plain with one excuse per line, errors included', async () => {
    const response = await request(app)
      .get('/api/excuses?count=3')
      .set('Accept', 'text/plain')
      .expect(200)
      .expect('Content-Type', /text\/plain/);
    const lines = response.text.trim().split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(ALL_EXCUSES.some((excuse) => excuse.text === line)).toBe(true);
    const bad = await request(app).get('/api/excuses?count=50').set('Accept', 'text/plain').expect(400);
    expect(bad.text).toMatch(/^count: Must be a whole number from 1 to 10\.\n$/);
  });

  it('answers CORS preflight, and refuses writes with 405', async () => {
    const preflight = await request(app).options('/api/excuses').expect(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    const post = await request(app).post('/api/excuses').expect(405);
    expect(post.body.errors[0].parameter).toBe('method');
  });

  it('answers any unknown /api path with a JSON 404, whatever the depth, behind the same CORS gate', async () => {
    for (const path of ['/api/nothing', '/api/excuses/extra', '/api/a/b/c', '/api']) {
      const response = await request(app)
        .get(path)
        .expect(404)
        .expect('Content-Type', /application\/json/);
      expect(response.body.errors[0].parameter, path).toBe('path');
      expect(response.headers['access-control-allow-origin']).toBe('*');
    }
    await request(app).delete('/api/anything').expect(405);
  });
});

describe('API rate limit', () => {
  it('counts down in standard RateLimit headers, then answers 429 with Retry-After and a JSON error', async () => {
    const { app: limited } = await makeTestApp({ env: { API_RATE_LIMIT: '3' } });
    for (let remaining = 2; remaining >= 0; remaining -= 1) {
      const ok = await request(limited).get('/api/excuses').expect(200);
      expect(ok.headers.ratelimit).toMatch(new RegExp(`r=${remaining}\\b`));
      expect(ok.headers['ratelimit-policy']).toMatch(/q=3\b/);
    }
    const refused = await request(limited).get('/api/excuses').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({ parameter: 'rate' });
    // Pages are never limited.
    for (let i = 0; i < 5; i += 1) await request(limited).get('/about').expect(200);
  });

  it('limits each client by its own address, read through TRUST_PROXY', async () => {
    const { app: limited } = await makeTestApp({ env: { API_RATE_LIMIT: '1', TRUST_PROXY: '1' } });
    await request(limited).get('/api/excuses').set('X-Forwarded-For', '203.0.113.1').expect(200);
    await request(limited).get('/api/excuses').set('X-Forwarded-For', '203.0.113.1').expect(429);
    await request(limited).get('/api/excuses').set('X-Forwarded-For', '203.0.113.2').expect(200);
  });
});
