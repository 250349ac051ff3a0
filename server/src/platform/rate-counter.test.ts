import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectTestRedis } from '../../test/redis.ts';
import { createMemoryRateCounter, createRedisRateCounter, type RateCounter } from './rate-counter.ts';

const redis = await connectTestRedis();
const redisUp = redis !== null;
afterAll(() => redis?.disconnect());

function behaves(name: string, make: () => RateCounter) {
  describe(name, () => {
    it('allows up to the limit in a window, then refuses with a retry hint', async () => {
      const counter = make();
      const key = `test:${randomBytes(6).toString('hex')}`;
      expect((await counter.peek(key, 2)).allowed).toBe(true);
      expect(await counter.hit(key, 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
      expect(await counter.hit(key, 2, 60_000)).toMatchObject({ allowed: true, count: 2 });
      const third = await counter.hit(key, 2, 60_000);
      expect(third).toMatchObject({ allowed: false, count: 3 });
      expect(third.retryAfterSeconds).toBeGreaterThan(0);
      expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect((await counter.peek(key, 2)).allowed).toBe(false);
      await counter.reset(key);
      expect((await counter.peek(key, 2)).allowed).toBe(true);
    });

    it('starts a new window when the old one ends', async () => {
      const counter = make();
      const key = `test:${randomBytes(6).toString('hex')}`;
      await counter.hit(key, 1, 50);
      expect((await counter.hit(key, 1, 50)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await counter.hit(key, 1, 50)).allowed).toBe(true);
    });
  });
}

behaves('in-process rate counter', () => createMemoryRateCounter());
// Shared across instances when REDIS_URL is set; this leg needs a Redis server.
describe.skipIf(!redisUp)('with Redis', () =>
  behaves('Redis rate counter', () => createRedisRateCounter(redis!)),
);
