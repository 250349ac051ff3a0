import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Rendering without a browser (tests of server output): assume a connection.
const isOnlineOnServer = () => true;

/**
 * Whether the browser has a network, kept in step by the 'online' and 'offline' events. A `true`
 * only says a network is there, not that the server answers; `false` is certain.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
