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

const STORAGE_KEY = 'excusely:saved';
/** Fired on window whenever this tab changes the list. */
export const SAVED_CHANGED = 'excusely:saved-changed';

export function readSaved(): SavedExcuse[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is SavedExcuse => typeof item?.ref === 'string' && typeof item?.text === 'string')
      : [];
  } catch {
    return [];
  }
}

function write(list: readonly SavedExcuse[]): void {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
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
