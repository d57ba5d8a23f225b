import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROTATION_KEY } from '../../src/lib/generator';
import { ALL_EXCUSES, nextExcuse } from '../../src/lib/pool';
import { createRotation, parseRotation, type RotationState, type RotationStorage } from '../../src/lib/rotation';
import { mulberry32 } from '../../src/lib/seeded-random';

/** A small deterministic generator, so every draw in these tests repeats. */
const seeded = mulberry32;

const ids = (key: string) => Array.from({ length: 10 }, (_, index) => `${key}-${index + 1}`);
const POOLS = new Map([
  ['work-formal', ids('work-formal')],
  ['school-funny', ids('school-funny')],
]);
const SEEDS = Array.from({ length: 200 }, (_, seed) => seed);

/** Storage that keeps what it is given as JSON text, as local storage does; `text` is what it holds. */
function memoryStorage(text?: string): RotationStorage & { text: string | undefined } {
  const storage = {
    text,
    load: () => {
      if (storage.text === undefined) return undefined;
      try {
        return JSON.parse(storage.text) as unknown;
      } catch {
        return undefined;
      }
    },
    save: (state: RotationState) => {
      storage.text = JSON.stringify(state);
      return true;
    },
  };
  return storage;
}

function draws(rotation: { next(key: string): string | undefined }, count: number, key = 'work-formal'): string[] {
  return Array.from({ length: count }, () => rotation.next(key) as string);
}

describe('the rotation', () => {
  it('shows every excuse of a category and tone once before any comes again', () => {
    for (const seed of SEEDS) {
      const shown = draws(createRotation({ pools: POOLS, storage: memoryStorage(), random: seeded(seed) }), 30);
      for (const cycle of [shown.slice(0, 10), shown.slice(10, 20), shown.slice(20, 30)])
        expect([...cycle].sort(), `seed ${seed}`).toEqual([...ids('work-formal')].sort());
    }
  });

  it('never opens a new cycle with the excuse that closed the last one', () => {
    for (const seed of SEEDS) {
      const shown = draws(createRotation({ pools: POOLS, storage: memoryStorage(), random: seeded(seed) }), 100);
      for (let i = 1; i < shown.length; i++) expect(shown[i], `seed ${seed}, draw ${i + 1}`).not.toBe(shown[i - 1]);
    }
  });

  it('steps in when the fresh shuffle would open with the excuse that closed the last cycle', () => {
    // Fisher-Yates swaps place i with place floor(random() * (i + 1)): 0.999999 leaves each place as it is, 0 swaps it with
    // the first. The first cycle is the written order (closing with -10); the second shuffle moves -10 to the front.
    const script = [...Array<number>(9).fill(0.999_999), 0, ...Array<number>(8).fill(0.999_999)];
    const random = () => script.shift() ?? 0.5;
    const shown = draws(createRotation({ pools: POOLS, storage: memoryStorage(), random }), 20);
    expect(shown.slice(0, 10)).toEqual(ids('work-formal'));
    expect(shown[10]).not.toBe('work-formal-10');
    expect([...shown.slice(10)].sort()).toEqual([...ids('work-formal')].sort());
  });

  it('opens a new cycle with each of the other nine about evenly', () => {
    const opened = new Map<number, number>();
    const runs = 3000;
    for (let seed = 0; seed < runs; seed++) {
      const shown = draws(createRotation({ pools: POOLS, storage: memoryStorage(), random: seeded(seed) }), 11);
      // The opener's place after the closer's, in the written order: 1 to 9, never 0.
      const step = (ids('work-formal').indexOf(shown[10] as string) - ids('work-formal').indexOf(shown[9] as string) + 10) % 10;
      opened.set(step, (opened.get(step) ?? 0) + 1);
    }
    expect([...opened.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const count of opened.values()) expect(count).toBeGreaterThan(runs / 9 / 2);
  });

  it('keeps each category and tone apart', () => {
    const rotation = createRotation({ pools: POOLS, storage: memoryStorage(), random: seeded(1) });
    const work = [...draws(rotation, 5), ...draws(rotation, 3, 'school-funny'), ...draws(rotation, 5)].filter((id) =>
      id.startsWith('work-'),
    );
    expect(new Set(work).size).toBe(10);
    expect(rotation.next('no-such-pool')).toBeUndefined();
  });

  it('carries on the same cycle in a new page (a reload), from what storage holds', () => {
    for (const seed of SEEDS.slice(0, 50)) {
      const storage = memoryStorage();
      const before = draws(createRotation({ pools: POOLS, storage, random: seeded(seed) }), 4);
      const after = draws(createRotation({ pools: POOLS, storage, random: seeded(seed + 1000) }), 7);
      expect(new Set([...before, ...after.slice(0, 6)]).size).toBe(10);
      expect(after[6]).not.toBe(after[5]);
      expect(JSON.parse(storage.text as string)['work-formal'].left).toHaveLength(9);
    }
  });

  it('counts an excuse shown by a shared link, so the rest of the cycle is the other nine', () => {
    const rotation = createRotation({ pools: POOLS, storage: memoryStorage(), random: seeded(7) });
    rotation.markShown('work-formal', 'work-formal-3');
    const shown = draws(rotation, 10);
    expect(new Set(shown.slice(0, 9))).toEqual(new Set(ids('work-formal').filter((id) => id !== 'work-formal-3')));
    expect(shown[9]).not.toBe(shown[8]);
    // The excuse just drawn, still on screen, is not counted twice; an id the pool lacks is ignored.
    const storage = memoryStorage();
    const again = createRotation({ pools: POOLS, storage, random: seeded(8) });
    const [first] = draws(again, 1);
    const held = storage.text;
    again.markShown('work-formal', first as string);
    again.markShown('work-formal', 'school-funny-1');
    again.markShown('work-formal', 'work-formal-99');
    expect(storage.text).toBe(held);
  });
});

describe('what storage holds', () => {
  it('keeps ids of the pool once each, drops unknown ids, pools and shapes, and stays within the pools', () => {
    const stored = {
      'work-formal': {
        left: ['work-formal-2', 'work-formal-99', 'work-formal-2', 42, null, 'school-funny-1', 'work-formal-5'],
        last: 'gone-1',
      },
      'school-funny': { left: 'school-funny-1', last: 'school-funny-4' },
      'no-such-pool': { left: ['no-such-pool-1'] },
      ['__proto__']: { left: ['work-formal-1'] },
    };
    expect(parseRotation(JSON.parse(JSON.stringify(stored)), POOLS)).toEqual({
      'work-formal': { left: ['work-formal-2', 'work-formal-5'] },
      'school-funny': { left: [], last: 'school-funny-4' },
    });
    for (const value of [undefined, null, 42, 'text', [], [{ left: [] }], { 'work-formal': [] }, { 'work-formal': null }])
      expect(parseRotation(value, POOLS)).toEqual({});
    const huge = { 'work-formal': { left: Array.from({ length: 10_000 }, (_, index) => `work-formal-${(index % 10) + 1}`) } };
    expect(parseRotation(huge, POOLS)['work-formal']?.left).toHaveLength(10);
  });

  it('draws only ids the pool has, after a stored cycle that has ids no longer in it', () => {
    const storage = memoryStorage(
      JSON.stringify({ 'work-formal': { left: ['work-formal-99', 'work-formal-2', 'removed-1'], last: 'work-formal-1' } }),
    );
    const shown = draws(createRotation({ pools: POOLS, storage, random: seeded(3) }), 11);
    expect(shown[0]).toBe('work-formal-2');
    expect(shown.every((id) => ids('work-formal').includes(id))).toBe(true);
    expect(new Set(shown.slice(1, 11)).size).toBe(10);
    expect(shown[1]).not.toBe('work-formal-2');
  });

  it('starts afresh over text that is not JSON, and writes a usable state over it', () => {
    const storage = memoryStorage('{"work-formal":{"left":[');
    const rotation = createRotation({ pools: POOLS, storage, random: seeded(4) });
    expect(new Set(draws(rotation, 10)).size).toBe(10);
    expect(parseRotation(JSON.parse(storage.text as string), POOLS)['work-formal']).toMatchObject({ left: [] });
  });

  it('keeps the rotation in memory when storage throws on every read and write (a private window)', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const storage of [
      { load: blocked, save: blocked },
      { load: () => undefined, save: () => false },
    ]) {
      const rotation = createRotation({ pools: POOLS, storage, random: seeded(5) });
      const shown = draws(rotation, 11);
      expect(new Set(shown.slice(0, 10)).size).toBe(10);
      expect(shown[10]).not.toBe(shown[9]);
    }
  });

  it('stops reading storage once a write fails (storage full), since what it holds is out of date', () => {
    const stale = JSON.stringify({ 'work-formal': { left: ids('work-formal'), last: 'work-formal-10' } });
    const storage = { load: () => JSON.parse(stale) as unknown, save: () => false };
    const shown = draws(createRotation({ pools: POOLS, storage, random: seeded(6) }), 10);
    expect(shown).toEqual(ids('work-formal'));
  });
});

describe('the generator in a browser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function fakeLocalStorage(items: Record<string, string> | 'blocked') {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const localStorage =
      items === 'blocked'
        ? { getItem: blocked, setItem: blocked, removeItem: blocked }
        : {
            getItem: (key: string) => items[key] ?? null,
            setItem: (key: string, value: string) => {
              items[key] = value;
            },
          };
    vi.stubGlobal('window', { localStorage });
  }

  const texts = new Map(ALL_EXCUSES.map((excuse) => [excuse.id, excuse.text]));

  it('keeps its rotation in local storage under its own key, and draws the category and tone asked for', () => {
    const items: Record<string, string> = {};
    fakeLocalStorage(items);
    const shown = Array.from({ length: 10 }, () => nextExcuse('school', 'funny'));
    expect(new Set(shown.map((excuse) => excuse?.id)).size).toBe(10);
    for (const excuse of shown) expect(excuse).toMatchObject({ category: 'school', tone: 'funny', text: texts.get(excuse?.id ?? '') });
    expect(Object.keys(items)).toEqual([ROTATION_KEY]);
    expect(JSON.parse(items[ROTATION_KEY] as string)['school-funny']).toEqual({ left: [], last: shown[9]?.id });
    expect(nextExcuse('school', 'funny')?.id).not.toBe(shown[9]?.id);
  });

  it('counts the excuse the page arrived with, and ignores an id it does not know', () => {
    fakeLocalStorage({});
    const shown = [
      nextExcuse('work', 'formal', 'work-formal-3'),
      ...Array.from({ length: 8 }, () => nextExcuse('work', 'formal', 'nope-1')),
    ];
    expect(shown.map((excuse) => excuse?.id)).not.toContain('work-formal-3');
    expect(new Set(shown.map((excuse) => excuse?.id)).size).toBe(9);
  });

  it('works on, without an error, where local storage is switched off', () => {
    fakeLocalStorage('blocked');
    const shown = Array.from({ length: 10 }, () => nextExcuse('dating', 'outrageous')?.id);
    expect(new Set(shown).size).toBe(10);
  });
});
