import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/timings';

/**
 * Tooltips and toasts for the pages that use them (excuse pages and the generator). Mounted by
 * those pages rather than the shell, so their code loads with those routes only.
 */
export function WidgetProviders({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
      <Toaster duration={TOAST_DURATION_MS} position="bottom-center" richColors />
    </Tooltip.Provider>
  );
}
