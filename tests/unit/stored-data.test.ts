import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredJson, writeStoredText } from '../../src/lib/browser-storage';
import { parseSaved, readSaved, SAVED_KEY, type SavedExcuse } from '../../src/lib/saved';
import { loadChunk } from '../../src/lib/stale-build';
import { parseTemplateDetails, readTemplateDetails, TEMPLATE_DETAILS_KEY } from '../../src/lib/template-details';

/** Values a browser's storage can hand back after JSON.parse, plus shapes chosen to break a careless reader. */
const hostile = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom<unknown>(
    null,
    42,
    'text',
    [],
    {},
    [null],
    [[]],
    [{ ref: 42, text: 'x' }],
    [{ ref: '/a', text: 'x', pageTitle: { nested: true } }],
    [{ ref: '/a', text: ['x'], pageTitle: 'T' }],
    [{ ref: '//evil.example/', text: 'x', pageTitle: 'T' }],
    [{ ref: 'javascript:alert(1)', text: 'x', pageTitle: 'T' }],
    [{ ref: '/\t/evil.example', text: 'x', pageTitle: 'T' }],
    { 'Your Name': 42, Minutes: null, "Boss's Name": { a: 1 } },
    JSON.parse('{"__proto__":{"ref":"/a","text":"x"},"constructor":"y"}'),
  ),
  fc.array(
    fc.record({ ref: fc.oneof(fc.string(), fc.jsonValue()), text: fc.oneof(fc.string(), fc.jsonValue()), pageTitle: fc.jsonValue() }),
  ),
  fc.dictionary(fc.string(), fc.jsonValue()),
);

const isSavedExcuse = (item: unknown): item is SavedExcuse =>
  typeof item === 'object' &&
  item !== null &&
  Object.keys(item).sort().join() === 'pageTitle,ref,text' &&
  typeof (item as SavedExcuse).ref === 'string' &&
  typeof (item as SavedExcuse).text === 'string' &&
  typeof (item as SavedExcuse).pageTitle === 'string';

describe('saved excuses read back from storage', () => {
  it('keeps entries that fit, as they were', () => {
    const list = [
      { ref: '/excuses/work/late-to-work#traffic-3', text: 'Traffic.', pageTitle: 'Being Late to Work' },
      { ref: '/get-my-excuse?id=work-formal-3', text: 'A formal one.', pageTitle: 'Excuse Generator' },
    ];
    expect(parseSaved(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it('drops entries of the wrong shape, keeps the rest, and gives a missing page title none', () => {
    expect(
      parseSaved([
        { ref: '/a#1', text: 'Kept', pageTitle: { title: 'an object' } },
        { ref: '/a#2', text: 'Kept', pageTitle: 'Page' },
        { ref: '/a#3', text: 'No title' },
        { ref: '/a#4', text: 42, pageTitle: 'Page' },
        { ref: '/a#5', text: '   ', pageTitle: 'Page' },
        'a string',
        null,
        ['/a#6', 'Text', 'Page'],
      ]),
    ).toEqual([
      { ref: '/a#2', text: 'Kept', pageTitle: 'Page' },
      { ref: '/a#3', text: 'No title', pageTitle: '' },
    ]);
  });

  it('keeps a reference only when it is an address on this site, and each only once', () => {
    const refs = [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      'a/b',
      '',
      '/ok',
      '/ok',
    ];
    expect(parseSaved(refs.map((ref) => ({ ref, text: 'T', pageTitle: 'P' }))).map((item) => item.ref)).toEqual(['/ok']);
  });

  it('answers an empty list for anything that is not a list', () => {
    for (const value of [undefined, null, 0, 'text', true, {}, { 0: { ref: '/a', text: 'T', pageTitle: 'P' }, length: 1 }])
      expect(parseSaved(value)).toEqual([]);
  });

  it('never throws, and answers only well-formed, distinct entries on this site, for any JSON value', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const list = parseSaved(value);
        expect(list.every(isSavedExcuse)).toBe(true);
        expect(new Set(list.map((item) => item.ref)).size).toBe(list.length);
        for (const item of list) expect(new URL(item.ref, 'https://excusely.example').origin).toBe('https://excusely.example');
      }),
      { numRuns: 500 },
    );
  });
});

describe('template details read back from storage', () => {
  it('keeps the text values of an object and drops the rest', () => {
    expect(parseTemplateDetails({ 'Your Name': 42, "Boss's Name": 'Dana', Minutes: null, Place: { a: 1 }, Empty: '' })).toEqual({
      "Boss's Name": 'Dana',
      Empty: '',
    });
  });

  it('answers no details for anything that is not an object', () => {
    for (const value of [undefined, null, 42, 'Dana', true, ['Dana']]) expect(parseTemplateDetails(value)).toEqual({});
  });

  it('never throws, and answers only text values, for any JSON value', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const details = parseTemplateDetails(value);
        expect(Object.getPrototypeOf(details)).toBe(Object.prototype);
        expect(Object.values(details).every((text) => typeof text === 'string')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

/** A window whose storage holds `items`, or throws on every use (storage switched off). */
function fakeWindow(items: Record<string, string> | 'blocked') {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const storage =
    items === 'blocked'
      ? { getItem: blocked, setItem: blocked, removeItem: blocked }
      : {
          getItem: (key: string) => items[key] ?? null,
          setItem: (key: string, value: string) => {
            items[key] = value;
          },
          removeItem: (key: string) => {
            delete items[key];
          },
        };
  vi.stubGlobal('window', {
    localStorage: storage,
    sessionStorage: storage,
    location: { assign: vi.fn() },
    dispatchEvent: () => true,
  });
}

describe('reading storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers nothing, never an exception, for text that is not JSON or storage that is switched off', () => {
    fakeWindow({ [SAVED_KEY]: '[{"ref":', [TEMPLATE_DETAILS_KEY]: '{"Your Name":42,"Minutes":"15"}' });
    expect(readStoredJson('localStorage', SAVED_KEY)).toBeUndefined();
    expect(readSaved()).toEqual([]);
    expect(readTemplateDetails()).toEqual({ Minutes: '15' });
    fakeWindow('blocked');
    expect(readSaved()).toEqual([]);
    expect(readTemplateDetails()).toEqual({});
    expect(writeStoredText('localStorage', SAVED_KEY, '[]')).toBe(false);
  });

  it('a route chunk that fails to load reloads the page once, and not at all when storage is switched off', async () => {
    const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    fakeWindow({});
    void loadChunk('/about', failing);
    await vi.waitFor(() => expect(window.location.assign).toHaveBeenCalledWith('/about'));
    await expect(loadChunk('/about', failing)).rejects.toThrow('Failed to fetch');
    fakeWindow('blocked');
    await expect(loadChunk('/about', failing)).rejects.toThrow('Failed to fetch');
    expect(window.location.assign).not.toHaveBeenCalled();
  });
});
