import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { attachToaster } from '@/lib/toast';

/**
 * Toasts open below the sticky header (h-16, 4rem, in both shells) so they never cover the bell and
 * the account menu: the header's height plus sonner's usual gap (24 px on desktop, 16 px on phones).
 */
const TOAST_OFFSET = {
  desktop: { top: 'calc(4rem + 24px)' },
  mobile: { top: 'calc(4rem + 16px)' },
} as const;

/** sonner's Toaster, loaded lazily by AppProvider; once mounted it takes the entry's queued toasts. */
export default function Toaster() {
  // Runs after SonnerToaster's own effects, so it is subscribed when the queue is delivered.
  useEffect(() => attachToaster(toast), []);
  return (
    <SonnerToaster
      position="top-right"
      offset={TOAST_OFFSET.desktop}
      mobileOffset={TOAST_OFFSET.mobile}
      richColors
      closeButton
      toastOptions={{ duration: 5000 }}
    />
  );
}
