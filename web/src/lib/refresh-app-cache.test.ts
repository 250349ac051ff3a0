import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_DELAY_MS, refreshAppCache } from './refresh-app-cache';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refreshAppCache', () => {
  it('clears queries, deletes every CacheStorage entry, updates service workers, then reloads after 0.5 s', async () => {
    vi.useFakeTimers();
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: vi.fn(async () => ['pathwise-api-v2', 'workbox-precache']),
      delete: vi.fn(async (key: string) => deleted.push(key) > 0),
    });
    const update = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistrations: vi.fn(async () => [{ update }, { update }]) },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['anything'], 1);
    const reload = vi.fn();

    const done = refreshAppCache(queryClient, reload);
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(queryClient.getQueryData(['anything'])).toBeUndefined();
    expect(deleted).toEqual(['pathwise-api-v2', 'workbox-precache']);
    expect(update).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('still reloads when CacheStorage and service workers are unavailable or fail', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('caches', {
      keys: vi.fn(async () => Promise.reject(new Error('blocked'))),
      delete: vi.fn(),
    });
    const reload = vi.fn();
    const done = refreshAppCache(new QueryClient(), reload);
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS);
    await done;
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
