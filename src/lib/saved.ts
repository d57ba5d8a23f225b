import { isRecord, readStoredJson, writeStoredText } from './browser-storage';

/**
 * Saved excuses, kept in this browser only (localStorage), never sent anywhere. Each is stored by
 * its stable reference, `<page path>#<anchor>` or the generator's share link, with the text and
 * page title so the list can be shown without asking the server anything about the visitor.
 */
export interface SavedExcuse {
  /** `/excuses/work/late-to-work#traffic-3` or `/get-my-excuse?id=work-formal-3`. */
  ref: string;
  text: string;
  pageTitle: string;
}

export const SAVED_KEY = 'excusely:saved';
/** Fired on window whenever this tab changes the list. */
export const SAVED_CHANGED = 'excusely:saved-changed';

/** Browsers drop tabs and line breaks from an address wherever they are, and ignore controls at its ends. */
const CONTROL = /\p{Cc}/u;
const ORIGIN = 'https://excusely.invalid';

/** A reference is an address on this site: a path, which a browser resolves to this site and no other. */
function isSiteRef(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value) || CONTROL.test(value)) return false;
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The stored list's entries that fit: a reference on this site, a non-empty text and a page title
 * (an entry stored without one gets none), each reference once. Anything else is dropped.
 */
export function parseSaved(value: unknown): SavedExcuse[] {
  if (!Array.isArray(value)) return [];
  const refs = new Set<string>();
  const list: SavedExcuse[] = [];
  for (const item of value as unknown[]) {
    if (!isRecord(item)) continue;
    const { ref, text, pageTitle = '' } = item;
    if (!isSiteRef(ref) || refs.has(ref) || typeof text !== 'string' || !text.trim() || typeof pageTitle !== 'string') continue;
    refs.add(ref);
    list.push({ ref, text, pageTitle });
  }
  return list;
}

export function readSaved(): SavedExcuse[] {
  return parseSaved(readStoredJson('localStorage', SAVED_KEY));
}

function write(list: readonly SavedExcuse[]): void {
  writeStoredText('localStorage', SAVED_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(SAVED_CHANGED));
}

export function isSaved(ref: string): boolean {
  return readSaved().some((item) => item.ref === ref);
}

/** Saves it, or removes it when it is saved already; answers whether it is saved now. */
export function toggleSaved(excuse: SavedExcuse): boolean {
  const list = readSaved();
  const saved = list.some((item) => item.ref === excuse.ref);
  write(saved ? list.filter((item) => item.ref !== excuse.ref) : [...list, excuse]);
  return !saved;
}

export function removeSaved(ref: string): void {
  write(readSaved().filter((item) => item.ref !== ref));
}

/** Drops saved excuses whose reference no longer exists on the site (an edited page removed it). */
export function keepExisting(validRefs: ReadonlySet<string>): SavedExcuse[] {
  const list = readSaved();
  const kept = list.filter((item) => validRefs.has(item.ref));
  if (kept.length !== list.length) write(kept);
  return kept;
}
