import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True on wide screens (lg and up): the console's lists draw a table there and cards below, rendering
 * only one of them so each row appears once on the page (and once for tests and assistive tech).
 * Without matchMedia (jsdom) the screen counts as wide.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY).matches : true),
    () => true,
  );
}
