import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../components/ui/toasts';
import { pageDictionary } from '../i18n/dictionaries';
import { cleanText } from '../lib/text';
import { COPIED_MS } from '../lib/timings';

/**
 * Writes cleaned text to the clipboard. A failure (no permission, no clipboard API, an insecure
 * page) shows the 'Error' toast and answers false.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(cleanText(text));
    return true;
  } catch {
    const { copy } = pageDictionary();
    void showToast('error', copy.errorTitle, copy.errorText);
    return false;
  }
}

/** Copies cleaned text; `copied` reads true for two seconds after a success. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const done = await copyToClipboard(text);
    setCopied(done);
    clearTimeout(timer.current);
    if (done) timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }, []);

  return { copied, copy };
}
