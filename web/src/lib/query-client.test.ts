import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from './api/testing-fetch.ts';
import { clearAuth, setAuth, updateStoredUser } from './auth-storage.ts';
import { API_CACHE_NAME } from './offline-api-cache.ts';
import { clearCacheOnSessionChange, createQueryClient, DEFAULT_STALE_TIME_MS } from './query-client.ts';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('createQueryClient', () => {
  it('leaves retrying to the api-client and keeps data fresh for a minute', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.staleTime).toBe(DEFAULT_STALE_TIME_MS);
    expect(DEFAULT_STALE_TIME_MS).toBe(60_000);
  });

  it('does not retry a failing query', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error('boom');
    });

    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('boom');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('clearCacheOnSessionChange', () => {
  it("empties the cache on logout and on a new token, not when only the user's details change", () => {
    setAuth('tok-1', TEST_USER);
    const client = createQueryClient();
    const stop = clearCacheOnSessionChange(client);

    client.setQueryData(['me'], TEST_USER);
    updateStoredUser({ ...TEST_USER, name: 'New name' });
    expect(client.getQueryData(['me'])).toEqual(TEST_USER);

    clearAuth();
    expect(client.getQueryData(['me'])).toBeUndefined();

    client.setQueryData(['me'], TEST_USER);
    setAuth('tok-2', TEST_USER);
    expect(client.getQueryData(['me'])).toBeUndefined();
    stop();
  });

  it('drops the offline API cache (the service worker’s saved answers) whenever the session changes', () => {
    const deleted: string[] = [];
    // The browser's CacheStorage (jsdom has none): only the names asked to be deleted matter here.
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    setAuth('tok-1', TEST_USER);
    const stop = clearCacheOnSessionChange(createQueryClient());
    // The app's own client (imported with the module) listens too: count from here.
    deleted.length = 0;

    updateStoredUser({ ...TEST_USER, name: 'New name' });
    expect(deleted).toEqual([]);
    clearAuth();
    expect(new Set(deleted)).toEqual(new Set([API_CACHE_NAME]));
    deleted.length = 0;
    setAuth('tok-2', TEST_USER);
    expect(new Set(deleted)).toEqual(new Set([API_CACHE_NAME]));
    stop();
  });
});
