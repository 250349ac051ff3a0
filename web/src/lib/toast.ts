import type { toast as sonnerToast } from 'sonner';

/**
 * The toasts the entry chunk's own modules raise (the api client's error feedback and rate-limit
 * pauses). sonner is loaded with the Toaster after the first paint (app/toaster.tsx), so these calls
 * are queued until the Toaster has mounted and then delivered in order; afterwards they go straight
 * through. Pages, which load after the entry, import `toast` from 'sonner' themselves.
 */
type SonnerToast = typeof sonnerToast;
type Delivery = (target: SonnerToast) => void;

let target: SonnerToast | undefined;
const pending: Delivery[] = [];

function deliver(delivery: Delivery): void {
  if (target) delivery(target);
  else pending.push(delivery);
}

/** Called by the Toaster once it is mounted (so it hears the queued toasts). */
export function attachToaster(toast: SonnerToast): void {
  target = toast;
  for (const delivery of pending.splice(0)) delivery(toast);
}

export const toast = {
  error: (...args: Parameters<SonnerToast['error']>): void => deliver((t) => t.error(...args)),
  warning: (...args: Parameters<SonnerToast['warning']>): void => deliver((t) => t.warning(...args)),
};
