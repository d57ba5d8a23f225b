import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement } from 'react';

/** A short label shown after the provider's delay when an icon-only control is hovered or focused. */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content sideOffset={6} className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow">
          {label}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
