import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessLine, createLogger, formatLine, jsonValue } from '../../src/server/logger';

describe('logger', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const captureStdout = () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      writes.push(String(chunk));
      return true;
    });
    return writes;
  };

  it('writes access-log and other info lines to stdout together, within a short delay', () => {
    vi.useFakeTimers();
    const writes = captureStdout();
    const logger = createLogger('info');
    logger.request({ path: '/a', status: 200 });
    logger.info('not found', { path: '/b' });
    logger.request({ path: '/b', status: 404 });
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(writes).toHaveLength(1);
    expect(
      (writes[0] as string)
        .trim()
        .split('\n')
        .map((line) => `${JSON.parse(line).msg} ${JSON.parse(line).path}`),
    ).toEqual(['request /a', 'not found /b', 'request /b']);
  });

  it('writes a full batch at once and loses or reorders no line, whatever its length or characters', () => {
    vi.useFakeTimers();
    const writes = captureStdout();
    const logger = createLogger('info');
    const paths = Array.from({ length: 2000 }, (_, index) => `/caf\u00e9/${index}/\u{1F600}`);
    paths.splice(1000, 0, `/${'x'.repeat(70_000)}`);
    for (const path of paths) logger.request({ path, status: 200 });
    expect(writes.length).toBeGreaterThan(1);
    vi.advanceTimersByTime(50);
    const lines = writes.join('').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line).path)).toEqual(paths);
  });

  it('keeps the order: any other line first writes the access lines waiting before it', () => {
    const writes = captureStdout();
    const logger = createLogger('info');
    logger.request({ path: '/a', status: 200 });
    logger.warn('something odd');
    expect(writes.map((chunk) => JSON.parse(chunk.trim().split('\n').at(-1) as string).msg)).toEqual(['request', 'something odd']);
  });

  it('skips access lines below its level, and writes each line at once to a writer of its own', () => {
    const lines: string[] = [];
    createLogger('warn', (line) => lines.push(line)).request({ path: '/a' });
    expect(lines).toEqual([]);
    createLogger('info', (line) => lines.push(line)).request({ path: '/b' });
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 'info', msg: 'request', path: '/b' });
  });
});

describe('formatLine', () => {
  it('writes the same JSON a stringified object would, without undefined fields', () => {
    const fields = {
      method: 'GET',
      path: '/a "quoted" \\ path',
      quoted: 'say "hi"',
      backslash: 'C:\\dir',
      control: 'tab\there\u0000',
      unicode: 'café\u2028',
      status: 200,
      durationMs: 0.25,
      bytes: undefined,
      nested: { a: [1] },
      odd: Number.NaN,
    };
    const parsed = JSON.parse(formatLine('info', 'request', fields));
    expect(parsed).toEqual({ time: expect.any(String), level: 'info', msg: 'request', ...JSON.parse(JSON.stringify(fields)) });
    expect(Number.isNaN(Date.parse(parsed.time))).toBe(false);
  });

  it('stamps each line with the time to the millisecond, across second boundaries', () => {
    vi.useFakeTimers();
    for (const time of ['2026-11-23T20:29:59.004Z', '2026-11-23T20:29:59.040Z', '2026-11-23T20:29:59.999Z', '2026-11-23T20:30:00.400Z']) {
      vi.setSystemTime(new Date(time));
      expect(JSON.parse(formatLine('info', 'tick', {})).time).toBe(time);
    }
  });
});

describe('accessLine', () => {
  it("writes the line formatLine writes for a request's fields, from the path already as JSON", () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T07:00:00.123Z') });
    const cases: [method: 'GET' | 'HEAD', path: string, status: number, durationMs: number, bytes?: number][] = [
      ['GET', '/excuses/work/late-to-work', 200, 0.07, 21_860],
      ['HEAD', '/assets/entry-client-abc.js', 200, 1.5, 0],
      ['GET', '/a "quoted" \\ path/caf\u00e9\u0007', 404, 12, 56_953],
      ['GET', '/about', 304, 0.01, undefined],
    ];
    for (const [method, path, status, durationMs, bytes] of cases) {
      expect(accessLine(method, jsonValue(path), status, durationMs, bytes)).toBe(
        formatLine('info', 'request', { method, path, status, durationMs, bytes }),
      );
    }
    vi.useRealTimers();
  });
});
