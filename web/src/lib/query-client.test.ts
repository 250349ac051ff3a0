import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_USER } from './api/testing-fetch.ts';
import { clearAuth, setAuth, updateStoredUser } from './auth-storage.ts';
import { clearCacheOnSessionChange, createQueryClient, DEFAULT_STALE_TIME_MS } from './query-client.ts';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(console.error).not.toHaveBeenCalled();
  vi.restoreAllMocks();
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
});
