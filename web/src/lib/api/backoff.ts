import type { ApiError } from './api-error.ts';

// Spec §9: one retry; the delay starts at 3 s, ×4 per attempt, capped at 20 s, plus up to 10% jitter.
export const MAX_RETRIES = 1;
export const RETRY_BASE_DELAY_MS = 3_000;
export const RETRY_DELAY_FACTOR = 4;
export const RETRY_MAX_DELAY_MS = 20_000;
export const RETRY_JITTER_RATIO = 0.1;

const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Network errors and timeouts (status 0) and the transient statuses are worth one more try. */
export function isRetryable(error: ApiError): boolean {
  return error.status === 0 || RETRYABLE_STATUSES.has(error.status);
}

/**
 * Delay before retry number `retry` (1 for the first retry): 3000–3300 ms, then 12000–13200 ms,
 * then 20000–22000 ms. Jitter is added after the cap so clients hit by the same outage spread out.
 */
export function computeRetryDelay(retry: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_BASE_DELAY_MS * RETRY_DELAY_FACTOR ** (retry - 1), RETRY_MAX_DELAY_MS);
  return Math.floor(base + base * RETRY_JITTER_RATIO * random());
}

/** setTimeout as a promise that rejects with the signal's reason when the caller gives up. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
