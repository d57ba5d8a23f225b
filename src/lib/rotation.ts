import { isRecord } from './browser-storage';
import { shuffle } from './shuffle';

/**
 * The generator's rotation: a visitor sees no excuse of a pool (one category and tone) again until
 * they have seen every excuse of it. Each pool keeps the ids still to show in the current cycle, in
 * the order they will be shown (a shuffle of the pool), and the id shown last. When a cycle is used
 * up the next one is a fresh shuffle of the whole pool that never opens with the excuse that closed
 * the last one, so no excuse is ever shown twice in a row.
 *
 * Pure: the pools, the storage and `random` are handed in. The generator binds it to the browser's
 * local storage (`generator.ts`); what storage hands back is checked here like any stored value.
 */
export interface PoolRotation {
  /** The pool's ids not yet shown in the current cycle, next first. */
  left: string[];
  /** The id shown last: a new cycle never opens with it. */
  last?: string;
}

/** By pool key (`category-tone`). */
export type RotationState = Partial<Record<string, PoolRotation>>;

/** Every pool's ids, by pool key. */
export type RotationPools = ReadonlyMap<string, readonly string[]>;

export interface RotationStorage {
  /** The stored value, parsed; undefined when there is none or it can't be read. May throw. */
  load(): unknown;
  /** Answers whether it was stored. May throw. */
  save(state: RotationState): boolean;
}

/**
 * The stored state that still fits the pools: only known pool keys, each with its known ids once
 * (an id the pool no longer has is dropped), so it never holds more than the pools' ids. Anything
 * else is dropped; a pool with nothing valid starts afresh.
 */
export function parseRotation(value: unknown, pools: RotationPools): RotationState {
  const state: RotationState = {};
  if (!isRecord(value)) return state;
  for (const [key, ids] of pools) {
    const entry = Object.hasOwn(value, key) ? value[key] : undefined;
    if (!isRecord(entry)) continue;
    const known = new Set(ids);
    const left = Array.isArray(entry.left)
      ? [...new Set((entry.left as unknown[]).filter((id): id is string => typeof id === 'string' && known.has(id)))]
      : [];
    const { last } = entry;
    state[key] = typeof last === 'string' && known.has(last) ? { left, last } : { left };
  }
  return state;
}

/** A fresh cycle: the pool shuffled, never opening with `last` (when the pool has another id). */
function newCycle(ids: readonly string[], last: string | undefined, random: () => number): string[] {
  const cycle = shuffle(ids, random);
  if (cycle.length > 1 && cycle[0] === last) {
    // Swapping the first with any other place, chosen evenly, keeps every allowed order equally likely.
    const other = 1 + Math.floor(random() * (cycle.length - 1));
    [cycle[0], cycle[other]] = [cycle[other] as string, cycle[0] as string];
  }
  return cycle;
}

/** The next id of the pool `key` and the state after showing it; no id for an unknown or empty pool. */
export function drawNext(
  state: RotationState,
  pools: RotationPools,
  key: string,
  random: () => number,
): { id: string | undefined; state: RotationState } {
  const ids = pools.get(key) ?? [];
  const entry = state[key];
  const [id, ...left] = entry?.left.length ? entry.left : newCycle(ids, entry?.last, random);
  if (id === undefined) return { id, state };
  return { id, state: { ...state, [key]: { left, last: id } } };
}

/**
 * The state after `id` of the pool `key` was shown by other means (a shared link): it leaves the
 * current cycle (or, when that cycle is used up, counts as the first of a new one) and is the last
 * shown. Showing again the id shown last changes nothing; an id the pool lacks is ignored.
 */
export function markShown(state: RotationState, pools: RotationPools, key: string, id: string, random: () => number): RotationState {
  const ids = pools.get(key) ?? [];
  const entry = state[key];
  if (!ids.includes(id) || entry?.last === id) return state;
  const cycle = entry?.left.length ? entry.left : newCycle(ids, undefined, random);
  return { ...state, [key]: { left: cycle.filter((other) => other !== id), last: id } };
}

export interface Rotation {
  /** The next id of pool `key`, or undefined for a pool that is unknown or empty. */
  next(key: string): string | undefined;
  /** Counts `id` of pool `key` as shown. */
  markShown(key: string, id: string): void;
}

/**
 * A rotation kept in `storage`, read afresh on every draw (so a reload, or another tab, carries on
 * the same cycle). Storage that can't be read, holds something unusable or can't be written never
 * stops a draw: the rotation is then kept in memory for as long as this page lives. Once a write has
 * failed, storage is no longer read either, since what it holds is out of date and reading it would
 * show the same excuses again.
 */
export function createRotation({
  pools,
  storage,
  random = Math.random,
}: {
  pools: RotationPools;
  storage: RotationStorage;
  random?: () => number;
}): Rotation {
  let memory: RotationState = {};
  let useStorage = true;

  function current(): RotationState {
    if (!useStorage) return memory;
    try {
      const stored = storage.load();
      return stored === undefined ? memory : parseRotation(stored, pools);
    } catch {
      return memory;
    }
  }

  function keep(state: RotationState): void {
    memory = state;
    if (!useStorage) return;
    try {
      useStorage = storage.save(state);
    } catch {
      useStorage = false;
    }
  }

  return {
    next(key) {
      const { id, state } = drawNext(current(), pools, key, random);
      if (id !== undefined) keep(state);
      return id;
    },
    markShown(key, id) {
      const before = current();
      const after = markShown(before, pools, key, id, random);
      if (after !== before) keep(after);
    },
  };
}
