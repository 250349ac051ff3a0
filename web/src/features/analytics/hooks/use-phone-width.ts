import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 639px)';

/**
 * True below Tailwind's sm (640 px): charts drawn in SVG cannot follow CSS breakpoints, so the funnel
 * chart asks for shorter profiler names there. Without matchMedia (jsdom) the screen counts as wide.
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(PHONE);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
    () => false,
  );
}
