import { useEffect, useState } from 'react';
import { readSaved, SAVED_CHANGED, type SavedExcuse } from '../lib/saved';

/**
 * The excuses saved in this browser, kept current when this tab or another changes them; null until
 * the browser has read them (the server cannot know them, so the first render has none).
 */
export function useSavedExcuses(): [SavedExcuse[] | null, (list: SavedExcuse[]) => void] {
  const [items, setItems] = useState<SavedExcuse[] | null>(null);
  useEffect(() => {
    const refresh = () => setItems(readSaved());
    refresh();
    window.addEventListener(SAVED_CHANGED, refresh);
    window.addEventListener('storage', refresh);
    return () => {
      window.removeEventListener(SAVED_CHANGED, refresh);
      window.removeEventListener('storage', refresh);
    };
  }, []);
  return [items, setItems];
}
