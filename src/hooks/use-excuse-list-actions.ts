import { type RefObject, useEffect } from 'react';
import { openSendMenu } from '../components/ui/send-menu';
import { pageDictionary } from '../i18n/dictionaries';
import { readSaved, SAVED_CHANGED, toggleSaved } from '../lib/saved';
import { COPIED_MS } from '../lib/timings';
import { copyToClipboard } from './use-copy-to-clipboard';

/**
 * One click handler for every excuse's buttons inside `container`, instead of a component with its
 * own state per excuse (a long page has over a hundred). Each list item carries `data-ref` (its
 * stable reference) and `data-page-title`; its paragraph is the excuse. A `data-copy-excuse` button
 * copies it and reads 'Copied!' for two seconds; a `data-save-excuse` button saves or unsaves it in
 * this browser, and every save button shows the saved state (kept in step with other tabs).
 */
export function useExcuseListActions(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const timers = new Map<Element, ReturnType<typeof setTimeout>>();
    const t = pageDictionary();

    const showSaved = () => {
      // Only buttons whose state differs from what is rendered are touched: a long page has hundreds.
      const saved = new Set(readSaved().map((item) => item.ref));
      for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-save-excuse]')) {
        const ref = button.closest<HTMLElement>('[data-ref]')?.dataset.ref;
        const pressed = Boolean(ref && saved.has(ref));
        if ((button.getAttribute('aria-pressed') === 'true') === pressed) continue;
        button.setAttribute('aria-pressed', String(pressed));
        button.setAttribute('aria-label', pressed ? t.list.removeSaved : t.list.saveExcuse);
      }
    };

    const copy = async (button: HTMLButtonElement, text: string) => {
      if (!(await copyToClipboard(text))) return;
      const label = button.querySelector('[data-copy-label]');
      button.dataset.copied = 'true';
      if (label) label.textContent = t.copy.copied;
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => {
          delete button.dataset.copied;
          if (label) label.textContent = t.copy.copy;
        }, COPIED_MS),
      );
    };

    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest<HTMLButtonElement>(
        'button[data-copy-excuse], button[data-save-excuse], button[data-send-excuse]',
      );
      const item = button?.closest<HTMLElement>('[data-ref]');
      const text = item?.querySelector('p')?.textContent;
      if (!button || !item || !text) return;
      if (button.dataset.copyExcuse !== undefined) void copy(button, text);
      else if (button.dataset.sendExcuse !== undefined) openSendMenu(button, text);
      else toggleSaved({ ref: item.dataset.ref as string, text, pageTitle: item.dataset.pageTitle ?? '' });
    };

    showSaved();
    root.addEventListener('click', onClick);
    window.addEventListener(SAVED_CHANGED, showSaved);
    window.addEventListener('storage', showSaved);
    return () => {
      root.removeEventListener('click', onClick);
      window.removeEventListener(SAVED_CHANGED, showSaved);
      window.removeEventListener('storage', showSaved);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [container]);
}
