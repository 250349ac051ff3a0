import { useSyncExternalStore } from 'react';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true),
    () => true,
  );
}

/**
 * True on wide screens (lg and up): the console's lists draw a table there and cards below, rendering
 * only one of them so each row appears once on the page (and once for tests and assistive tech).
 * Without matchMedia (jsdom) the screen counts as wide.
 */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 1024px)');
}

/** True from sm (640 px) up: below it, a phone (narrow tables become lists, charts group by week). */
export function useAtLeastSmallScreen(): boolean {
  return useMediaQuery('(min-width: 640px)');
}
