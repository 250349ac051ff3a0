/**
 * The service worker served at /sw.js (built by vite-plugin-pwa's injectManifest, see web/vite.config.ts).
 *
 * - App shell: every file of the build is precached, so the app starts without a network.
 * - Page loads of the app's routes get the precached index.html; the server's own pages (API, the
 *   server-rendered blog, feeds) always go to the network.
 * - The people's reads that are safe to show stale (./api-cache-rules.ts) go network first with a
 *   short timeout, so fresh data wins whenever there is a connection, and the last answer is kept in
 *   `pathwise-api-v2`, filed per session (./session-cache-key.ts). Nothing else is ever saved.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE_NAME } from '@/lib/offline-api-cache';
import { isAppNavigation, isSavedApiRequest } from './api-cache-rules';
import { sessionCacheKey } from './session-cache-key';

// The worker's global scope, as far as this file uses it (the web project is typed for the page).
declare const self: typeof globalThis & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  skipWaiting(): Promise<void>;
};

/** Past this, an answer comes from the saved copy (when there is one) instead of a slow network. */
const NETWORK_TIMEOUT_SECONDS = 4;

// A new build takes over at once (the page registers with registerType 'autoUpdate'); its files
// replace the old build's in the precache.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

registerRoute(
  ({ request, url }) => isSavedApiRequest({ method: request.method, url, origin: self.location.origin }),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => sessionCacheKey(request) },
      // Only complete, successful answers: never a 401 or an error page in place of someone's report.
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
