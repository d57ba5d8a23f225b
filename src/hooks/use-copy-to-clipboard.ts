import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../components/ui/toasts';
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
    void showToast('error', 'Error', 'Unable to copy to clipboard.');
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

/**
 * One click handler for every excuse's copy button inside `container`, instead of a component
 * with its own state per excuse (a long page has over a hundred): a button marked
 * `data-copy-excuse` copies the text of its list item's paragraph and reads 'Copied!' for two seconds.
 */
export function useDelegatedExcuseCopy(container: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-copy-excuse]');
      const text = button?.closest('li')?.querySelector('p')?.textContent;
      if (!button || !text) return;
      if (!(await copyToClipboard(text))) return;
      const label = button.querySelector('[data-copy-label]');
      button.dataset.copied = 'true';
      if (label) label.textContent = 'Copied!';
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => {
          delete button.dataset.copied;
          if (label) label.textContent = 'Copy';
        }, COPIED_MS),
      );
    };
    root.addEventListener('click', onClick);
    return () => {
      root.removeEventListener('click', onClick);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [container]);
}
