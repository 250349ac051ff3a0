import { toast } from '../toast.ts';
import { sleep } from './backoff.ts';

// Spec §8: warn at most once per 10 s per URL; 5 rate-limit hits within 30 s pause every request for 60 s.
export const RATE_LIMIT_WARNING_INTERVAL_MS = 10_000;
export const RATE_LIMIT_BURST_HITS = 5;
export const RATE_LIMIT_BURST_WINDOW_MS = 30_000;
export const RATE_LIMIT_PAUSE_MS = 60_000;
export const RATE_LIMIT_PAUSE_MESSAGE = 'Too many rate limits detected. Pausing requests temporarily...';

export function rateLimitedMessage(retryDelayMs: number): string {
  return `Rate limited. Retrying in ${Math.ceil(retryDelayMs / 1000)} seconds...`;
}

export type RateLimitGuard = ReturnType<typeof createRateLimitGuard>;

/**
 * Client-side back-off for 429s. A "hit" is one 429 answer (first attempt or retry).
 * When the 5th hit lands within 30 s of the oldest of them, every request (any method,
 * including pending retries) waits until 60 s after that hit; the hit count then starts over.
 */
export function createRateLimitGuard() {
  let recentHits: number[] = [];
  let pausedUntil = 0;
  const lastWarningAt = new Map<string, number>();

  /**
   * Records a 429 on `url`. `retryDelayMs` is the wait before the retry, or undefined when the
   * request will not be retried (then there is nothing truthful to announce but a pause).
   */
  function recordHit(url: string, retryDelayMs: number | undefined): void {
    const now = Date.now();
    recentHits = recentHits.filter((at) => now - at < RATE_LIMIT_BURST_WINDOW_MS);
    recentHits.push(now);
    if (recentHits.length >= RATE_LIMIT_BURST_HITS) {
      recentHits = [];
      pausedUntil = now + RATE_LIMIT_PAUSE_MS;
      toast.warning(RATE_LIMIT_PAUSE_MESSAGE);
      return;
    }
    if (retryDelayMs === undefined) return;

    for (const [key, at] of lastWarningAt) {
      if (now - at >= RATE_LIMIT_WARNING_INTERVAL_MS) lastWarningAt.delete(key);
    }
    if (lastWarningAt.has(url)) return;
    lastWarningAt.set(url, now);
    toast.warning(rateLimitedMessage(retryDelayMs));
  }

  /** Resolves at once unless a pause is running; then when it ends (or rejects if the caller aborts). */
  async function waitWhilePaused(signal?: AbortSignal): Promise<void> {
    while (Date.now() < pausedUntil) await sleep(pausedUntil - Date.now(), signal);
  }

  return { recordHit, waitWhilePaused };
}
