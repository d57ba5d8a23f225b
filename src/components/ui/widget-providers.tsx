import type { ReactNode } from 'react';
import { ToastHost } from './toasts';

/** The toast host for the pages that can show one (excuse pages and the generator). */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastHost />
    </>
  );
}
