import type { ReactNode } from 'react';
import { SendMenuHost } from './send-menu';
import { ToastHost } from './toasts';

/** The toast host and the shared Send menu, for the pages that use them. */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
      <SendMenuHost />
    </>
  );
}
