import { QueryClient } from '@tanstack/react-query';
import { getAuth, subscribeAuth } from './auth-storage.ts';
import { deleteOfflineApiCache } from './offline-api-cache.ts';

/**
 * Data counts as fresh for a minute unless a feature says otherwise: the shortest cache the
 * spec names (notification unread count) is 1 min; longer ones (5 min) are set per query.
 */
export const DEFAULT_STALE_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The api-client already retries once with back-off; retrying here too would multiply requests.
      queries: { retry: false, staleTime: DEFAULT_STALE_TIME_MS },
      mutations: { retry: false },
    },
  });
}

/**
 * Empties the cache whenever the token changes (logout, a 401/403 in the api-client, login
 * as someone else, another tab), so one user's data is never shown to the next. The service
 * worker's saved API answers (the offline cache) go too, for the same reason.
 */
export function clearCacheOnSessionChange(client: QueryClient): () => void {
  let token = getAuth().token;
  return subscribeAuth(() => {
    const next = getAuth().token;
    if (next === token) return;
    token = next;
    client.clear();
    void deleteOfflineApiCache();
  });
}

export const queryClient = createQueryClient();
clearCacheOnSessionChange(queryClient);
