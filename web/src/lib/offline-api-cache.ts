/**
 * The service worker's copy of the people's API answers (spec §9: "Offline API cache is named for
 * the product, version 2"). Kept here, apart from the worker's rules, because the app's entry needs
 * the name (the copy is dropped whenever the session changes) and nothing else.
 */
export const API_CACHE_NAME = 'pathwise-api-v2';

/**
 * Forgets every saved API answer. Called when the session changes (sign-out, an expired session,
 * someone else signing in), so one person's saved pages are never shown to the next on the device.
 */
export async function deleteOfflineApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_CACHE_NAME);
  } catch {
    // CacheStorage can be blocked (insecure context, private mode): then nothing was saved either.
  }
}
