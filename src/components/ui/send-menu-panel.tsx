import { useEffect, useMemo, useRef, useState } from 'react';
import { useDictionary } from '../../i18n/dictionaries';
import { mailtoHref, smsHref } from '../../lib/send-links';
import { Icon } from './icon';
import type { SendRequest } from './send-request';

/** Where the menu goes: under its button, inside the viewport, in document coordinates so it scrolls with the page. */
function placeUnder(anchor: HTMLElement): { top: number; left: number } {
  const box = anchor.getBoundingClientRect();
  return {
    top: box.bottom + window.scrollY + 6,
    left: Math.max(8, Math.min(box.right - 208, window.innerWidth - 216)) + window.scrollX,
  };
}

/** The open Send menu: Text it (phones), Email it, and the system share sheet where the browser has one. */
export default function SendMenuPanel({ request, onClose }: { request: SendRequest; onClose: () => void }) {
  const position = useMemo(() => placeUnder(request.anchor), [request]);
  const [phone] = useState(() => window.matchMedia('(pointer: coarse)').matches);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && menu.current?.contains(event.target as Node)) return;
      onClose();
      if (event instanceof KeyboardEvent) request.anchor.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [request, onClose]);
  const canShare = typeof navigator.share === 'function';
  const t = useDictionary();
  const item =
    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-indigo-50 focus:bg-indigo-50';
  return (
    <div
      ref={menu}
      role="menu"
      aria-label={t.send.menuLabel}
      className="absolute z-50 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
      style={{ top: position.top, left: position.left }}
    >
      {phone ? (
        <a role="menuitem" href={smsHref(request.body)} className={item} onClick={onClose}>
          <Icon name="message-square" className="size-4" /> {t.send.text}
        </a>
      ) : null}
      <a role="menuitem" href={mailtoHref(request.body, request.subject)} className={item} onClick={onClose}>
        <Icon name="mail" className="size-4" /> {t.send.email}
      </a>
      {canShare ? (
        <button
          type="button"
          role="menuitem"
          className={item}
          onClick={() => {
            navigator.share({ text: request.body, ...(request.subject ? { title: request.subject } : {}) }).catch(() => {});
            onClose();
          }}
        >
          <Icon name="share" className="size-4" /> {t.send.share}
        </button>
      ) : null}
    </div>
  );
}
