/**
 * The browser's storage hands back whatever was last written under a key: by this build, an older
 * one, an extension or a person in the developer tools. And storage itself may be switched off
 * (reading it throws) or full (writing throws). Everything the site reads from storage goes
 * through here: a value that is missing, unreadable or not JSON comes back as undefined, never as
 * an exception, and each caller checks the value's shape with its own parser, keeping only the
 * entries that fit.
 */
type StorageArea = 'localStorage' | 'sessionStorage';

/** The text stored under `key`, or null when there is none or storage can't be read. */
export function readStoredText(area: StorageArea, key: string): string | null {
  try {
    const text: unknown = window[area].getItem(key);
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/** The JSON value stored under `key`, unchecked; undefined when there is none or it isn't JSON. */
export function readStoredJson(area: StorageArea, key: string): unknown {
  const text = readStoredText(area, key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores `text` under `key`; answers whether it was stored (storage may be off or full). */
export function writeStoredText(area: StorageArea, key: string, text: string): boolean {
  try {
    window[area].setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(area: StorageArea, key: string): void {
  try {
    window[area].removeItem(key);
  } catch {
    // Storage switched off: there is nothing to remove.
  }
}

/** A JSON object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
