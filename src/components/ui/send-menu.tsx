import { Mail, MessageSquare, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { mailtoHref, smsHref } from '../../lib/send-links';

interface Request {
  anchor: HTMLElement;
  body: string;
  subject?: string;
}

let openHost: ((request: Request) => void) | undefined;

/** Opens the one shared Send menu under `anchor` (a button), for a message and an optional subject. */
export function openSendMenu(anchor: HTMLElement, body: string, subject?: string): void {
  openHost?.({ anchor, body, ...(subject ? { subject } : {}) });
}

/**
 * The Send menu every excuse and template shares: Text it (phones), Email it, and the system share
 * sheet where the browser has one. One element for the page, not links beside every excuse.
 */
export function SendMenuHost() {
  const [request, setRequest] = useState<Request | null>(null);
  const [position, setPosition] = useState({ top: 0, left: 0 });
  const [phone, setPhone] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    openHost = (next) => {
      const box = next.anchor.getBoundingClientRect();
      // Placed in the document under its button, so it scrolls with the page.
      setPosition({
        top: box.bottom + window.scrollY + 6,
        left: Math.max(8, Math.min(box.right - 208, window.innerWidth - 216)) + window.scrollX,
      });
      setPhone(window.matchMedia('(pointer: coarse)').matches);
      setRequest(next);
    };
    return () => {
      openHost = undefined;
    };
  }, []);

  useEffect(() => {
    if (!request) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && menu.current?.contains(event.target as Node)) return;
      setRequest(null);
      if (event instanceof KeyboardEvent) request.anchor.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [request]);

  if (!request) return null;
  const canShare = typeof navigator.share === 'function';
  const item =
    'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-indigo-50 focus:bg-indigo-50';
  return (
    <div
      ref={menu}
      role="menu"
      aria-label="Send this message"
      className="absolute z-50 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
      style={{ top: position.top, left: position.left }}
    >
      {phone ? (
        <a role="menuitem" href={smsHref(request.body)} className={item} onClick={() => setRequest(null)}>
          <MessageSquare aria-hidden="true" className="size-4" /> Text it
        </a>
      ) : null}
      <a role="menuitem" href={mailtoHref(request.body, request.subject)} className={item} onClick={() => setRequest(null)}>
        <Mail aria-hidden="true" className="size-4" /> Email it
      </a>
      {canShare ? (
        <button
          type="button"
          role="menuitem"
          className={item}
          onClick={() => {
            navigator.share({ text: request.body, ...(request.subject ? { title: request.subject } : {}) }).catch(() => {});
            setRequest(null);
          }}
        >
          <Share2 aria-hidden="true" className="size-4" /> Share…
        </button>
      ) : null}
    </div>
  );
}
