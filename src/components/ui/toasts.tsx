import { type ComponentType, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '../../lib/timings';

type Sonner = typeof import('sonner');
type ToasterProps = { duration: number; position: 'bottom-center'; richColors: boolean };

let sonner: Promise<Sonner> | undefined;
let mountHost: ((module: Sonner) => Promise<void>) | undefined;

/**
 * Shows a toast. The toast library loads on the first toast, not with the page: most visits never
 * see one (they appear only when copying fails or a link is copied).
 */
export async function showToast(kind: 'error' | 'success', title: string, description: string): Promise<void> {
  sonner ??= import('sonner');
  const module = await sonner;
  await mountHost?.(module);
  module.toast[kind](title, { description, duration: TOAST_DURATION_MS });
}

/** Where toasts appear; renders nothing until the first toast asks for the library. */
export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [mounted, setMounted] = useState<(() => void) | null>(null);
  useEffect(() => {
    mountHost = (module) =>
      new Promise<void>((resolve) => {
        setToaster(() => module.Toaster as ComponentType<ToasterProps>);
        setMounted(() => resolve);
      });
    return () => {
      mountHost = undefined;
    };
  }, []);
  useEffect(() => {
    // The Toaster has subscribed once it has rendered: only then is a toast shown.
    if (Toaster && mounted) mounted();
  }, [Toaster, mounted]);
  return Toaster ? <Toaster duration={TOAST_DURATION_MS} position="bottom-center" richColors /> : null;
}
