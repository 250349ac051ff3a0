import { sleep } from './backoff.ts';

/*
 * Spec §9 for GET requests, as implemented here. The "key" is the token plus the URL
 * (path and sorted params, without the admin `_t` cache-buster). Non-GET requests never
 * pass through this module.
 *
 * - Dedupe (2 s): a GET whose key is already in flight joins that request instead of
 *   sending another. After it succeeds, its result is handed out for 2 s more (from the
 *   moment it settled). Failures are shared only with callers that were already waiting,
 *   never cached. Results are shared by reference: treat them as immutable. A caller that
 *   aborts leaves; the network request is aborted only when every caller has left.
 *   `invalidate()` (called after every mutation) forgets all shared results so nobody is
 *   handed data from before the change.
 * - Throttle (1 s): two network requests for the same key start at least 1 s apart; a
 *   later one waits (it is not dropped). This bites when a request failed, or after
 *   `invalidate()`, and one for the same key is sent again right away.
 * - Concurrency (3): at most 3 GET fetches are on the wire at once; more wait in FIFO
 *   order. A slot is held for one attempt (fetch and body), not during the wait before a
 *   retry, so a request backing off does not block others.
 */
export const DEDUPE_WINDOW_MS = 2_000;
export const THROTTLE_INTERVAL_MS = 1_000;
export const MAX_CONCURRENT_REQUESTS = 3;

type SharedRequest = {
  promise: Promise<unknown>;
  controller: AbortController;
  subscribers: number;
  settled: boolean;
};

export type ReleaseSlot = () => void;
export type RequestPolicy = ReturnType<typeof createRequestPolicy>;

export function createRequestPolicy() {
  const shared = new Map<string, SharedRequest>();
  const lastStartAt = new Map<string, number>();
  let activeSlots = 0;
  const slotQueue: Array<() => void> = [];

  function forget(key: string, entry: SharedRequest): void {
    if (shared.get(key) === entry) shared.delete(key);
  }

  // Reserves the next start time for the key first, so two waiters never pick the same moment.
  async function waitForThrottle(key: string, signal: AbortSignal): Promise<void> {
    const now = Date.now();
    const previous = lastStartAt.get(key);
    const startAt = previous === undefined ? now : Math.max(now, previous + THROTTLE_INTERVAL_MS);
    for (const [otherKey, at] of lastStartAt) {
      if (now - at >= THROTTLE_INTERVAL_MS) lastStartAt.delete(otherKey);
    }
    lastStartAt.set(key, startAt);
    if (startAt > now) await sleep(startAt - now, signal);
  }

  function subscribe<T>(key: string, entry: SharedRequest, signal: AbortSignal | undefined): Promise<T> {
    const promise = entry.promise as Promise<T>;
    if (entry.settled) return promise;
    entry.subscribers += 1;
    // A caller without a signal can never leave, so the request is never aborted under it.
    if (!signal) return promise;

    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        entry.subscribers -= 1;
        if (entry.subscribers === 0 && !entry.settled) {
          forget(key, entry);
          entry.controller.abort(signal.reason);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      promise.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  /** Runs `send` once per key (see the rules above) and hands its result to every caller of that key. */
  function runShared<T>(
    key: string,
    signal: AbortSignal | undefined,
    send: (signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    let entry = shared.get(key);
    if (!entry) {
      const controller = new AbortController();
      const created: SharedRequest = {
        promise: waitForThrottle(key, controller.signal).then(() => send(controller.signal)),
        controller,
        subscribers: 0,
        settled: false,
      };
      created.promise.then(
        () => {
          created.settled = true;
          setTimeout(() => forget(key, created), DEDUPE_WINDOW_MS);
        },
        () => forget(key, created),
      );
      shared.set(key, created);
      entry = created;
    }
    return subscribe<T>(key, entry, signal);
  }

  /** Waits for one of the concurrent-request slots; call the returned function when done. */
  function acquireSlot(signal?: AbortSignal): Promise<ReleaseSlot> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    let released = false;
    const release: ReleaseSlot = () => {
      if (released) return;
      released = true;
      const next = slotQueue.shift();
      // Hand the slot straight to the next waiter, so activeSlots never dips below the limit while some wait.
      if (next) next();
      else activeSlots -= 1;
    };
    if (activeSlots < MAX_CONCURRENT_REQUESTS) {
      activeSlots += 1;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(release);
      };
      const onAbort = () => {
        slotQueue.splice(slotQueue.indexOf(grant), 1);
        reject(signal?.reason);
      };
      slotQueue.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  /** Forgets every shared result: after a mutation, the next GET goes to the server. */
  function invalidate(): void {
    shared.clear();
  }

  return { runShared, acquireSlot, invalidate };
}
