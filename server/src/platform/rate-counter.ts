import type { Redis } from 'ioredis';

export type RateHit = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Fixed-window counters keyed by anything (e-mail, account+IP...). Redis-backed when REDIS_URL
 * is set so every instance shares them; in-process otherwise (one instance only).
 */
export type RateCounter = {
  hit(key: string, limit: number, windowMs: number): Promise<RateHit>;
  /** Reads without counting. */
  peek(key: string, limit: number): Promise<RateHit>;
  reset(key: string): Promise<void>;
};

export function createMemoryRateCounter(now: () => number = Date.now): RateCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const verdict = (count: number, limit: number, resetAt: number): RateHit => ({
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now()) / 1000)),
  });
  return {
    async hit(key, limit, windowMs) {
      let entry = current(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
        if (windows.size > 50_000) {
          for (const k of windows.keys()) if (!current(k)) windows.delete(k);
        }
      }
      entry.count += 1;
      return verdict(entry.count, limit, entry.resetAt);
    },
    async peek(key, limit) {
      const entry = current(key);
      if (!entry) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      return { ...verdict(entry.count, limit, entry.resetAt), allowed: entry.count < limit };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateCounter(redis: Redis, prefix = 'pathwise:rate:'): RateCounter {
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const result = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      const n = Number(count ?? 0);
      return { allowed: n < limit, count: n, retryAfterSeconds: n ? Math.max(1, Math.ceil(ttl / 1000)) : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
