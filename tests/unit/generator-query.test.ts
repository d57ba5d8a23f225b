import { describe, expect, it } from 'vitest';
import { parseGeneratorQuery } from '../../src/lib/generator-query';

const parse = (query: string, api = true) => parseGeneratorQuery(new URLSearchParams(query), { api });

describe('parseGeneratorQuery', () => {
  it('reads nothing as no request, and fills defaults for a partial one', () => {
    expect(parse('')).toEqual({ ok: true, query: { kind: 'none' } });
    expect(parse('category=work')).toEqual({ ok: true, query: { kind: 'generate', category: 'work', tone: 'plausible', count: 1 } });
    expect(parse('tone=funny&count=10')).toEqual({ ok: true, query: { kind: 'generate', category: 'random', tone: 'funny', count: 10 } });
  });

  it('names each bad parameter and why', () => {
    const result = parse('category=space&tone=rude&count=0');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.parameter)).toEqual(['category', 'tone', 'count']);
    expect(result.errors[0]?.message).toContain('work, dating, family, events, school, random');
    for (const count of ['11', '-1', '2.5', 'abc', '']) expect(parse(`count=${count}`).ok, count).toBe(false);
  });

  it('rejects repeated and (for the API) unknown parameters', () => {
    expect(parse('category=work&category=school')).toMatchObject({ ok: false, errors: [{ parameter: 'category' }] });
    expect(parse('utm_source=x')).toMatchObject({ ok: false, errors: [{ parameter: 'utm_source' }] });
    expect(parse('utm_source=x', false)).toEqual({ ok: true, query: { kind: 'none' } });
  });

  it('looks up ids, alone', () => {
    expect(parse('id=work-formal-3')).toMatchObject({
      ok: true,
      query: { kind: 'id', id: 'work-formal-3' },
    });
    expect(parse('id=nope')).toEqual({ ok: true, query: { kind: 'id', id: 'nope' } });
    expect(parse('id=work-formal-3&tone=funny')).toMatchObject({ ok: false, errors: [{ parameter: 'id' }] });
  });
});
