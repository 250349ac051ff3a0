import type { QueryClient } from '@tanstack/react-query';

export const RELOAD_DELAY_MS = 500;

/**
 * The admin "Refresh Cache" action (spec §2, §7): forget every cached query, delete every
 * CacheStorage entry, ask each service-worker registration to update, then reload after 0.5 s.
 * Each step is best effort: a missing API (no service worker, no CacheStorage) is skipped.
 */
export async function refreshAppCache(
  queryClient: QueryClient,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  queryClient.clear();

  if (typeof caches !== 'undefined') {
    try {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    } catch {
      // CacheStorage can be blocked (e.g. insecure context); the reload still refreshes the app.
    }
  }

  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    try {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.update().catch(() => undefined)));
    } catch {
      // No worker to update.
    }
  }

  await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
  reload();
}
