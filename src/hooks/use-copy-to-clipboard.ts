import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { cleanText } from '../lib/text';
import { COPIED_MS } from '../lib/timings';

/**
 * Copies cleaned text. Success flips `copied` for two seconds; a failure (no permission, no
 * clipboard API, an insecure page) shows the 'Error' toast instead.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(cleanText(text));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
      toast.error('Error', { description: 'Unable to copy to clipboard.' });
    }
  }, []);

  return { copied, copy };
}
