import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import type { SendRequest } from './send-request';

/** The menu's code loads when the page is idle (or on the first Send, if sooner), not with the page. */
const loadPanel = () => import('./send-menu-panel');
const SendMenuPanel = lazy(loadPanel);

let openHost: ((request: SendRequest) => void) | undefined;

/** Opens the one shared Send menu under `anchor` (a button), for a message and an optional subject. */
export function openSendMenu(anchor: HTMLElement, body: string, subject?: string): void {
  openHost?.({ anchor, body, ...(subject ? { subject } : {}) });
}

/**
 * Where the Send menu every excuse and template shares appears: one element for the page, not
 * links beside every excuse.
 */
export function SendMenuHost() {
  const [request, setRequest] = useState<SendRequest | null>(null);
  const close = useCallback(() => setRequest(null), []);
  useEffect(() => {
    openHost = setRequest;
    // Fetched ahead so the first Send opens at once, and works offline once the page has been seen.
    const cancelPrefetch = whenIdle(() => void loadPanel());
    return () => {
      openHost = undefined;
      cancelPrefetch();
    };
  }, []);
  return request ? (
    <Suspense fallback={null}>
      <SendMenuPanel request={request} onClose={close} />
    </Suspense>
  ) : null;
}
