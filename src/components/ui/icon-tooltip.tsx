import { cloneElement, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../lib/timings';

/** When the last tooltip closed: a neighbour hovered within the skip delay opens at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A short label shown after the spec's delay when an icon-only control is hovered or focused, and
 * at once when another tooltip closed within the skip delay. Small on purpose: a positioning
 * library for two labels would cost more JavaScript than the page's own text.
 */
export function IconTooltip({ label, children }: { label: string; children: ReactElement<Record<string, unknown>> }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    // Record it now, not in a state updater: the neighbour's pointerenter follows at once.
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  };

  return (
    <span className="relative inline-flex">
      {cloneElement(children, {
        'aria-describedby': open ? id : undefined,
        onPointerEnter: show,
        onPointerLeave: hide,
        onFocus: show,
        onBlur: hide,
        onKeyDown: (event: KeyboardEvent) => event.key === 'Escape' && hide(),
      })}
      {open ? (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
