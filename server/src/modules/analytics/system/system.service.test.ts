import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/app.ts';
import { connectTestRedis, deadRedis } from '../../../../test/redis.ts';
import { createSystemService } from './system.service.ts';

/** Redis as the system status sees it: a real server when one runs here (as for the rate counter's tests). */
const live = await connectTestRedis();
const redisUp = live !== null;

describe('system status: Redis and the event loop', () => {
  let test: TestDatabase;
  const eventLoop = monitorEventLoopDelay({ resolution: 20 });
  const build = { version: '1.2.3', commit: null };

  beforeAll(async () => {
    test = await createTestDatabase();
    eventLoop.enable();
  });
  afterAll(async () => {
    eventLoop.disable();
    live?.disconnect();
    await test.drop();
  });

  it.skipIf(!redisUp)('reports a Redis that answers PING, with its latency', async () => {
    const system = createSystemService({ database: test.database, redis: live!, build, eventLoop });
    const { redis } = await system.getStatus();
    expect(redis.configured).toBe(true);
    expect(redis.ok).toBe(true);
    expect(redis.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('reports a configured Redis that does not answer as down, without failing the status', async () => {
    const dead = deadRedis();
    try {
      const system = createSystemService({ database: test.database, redis: dead, build, eventLoop });
      const status = await system.getStatus();
      expect(status.redis).toEqual({ configured: true, ok: false, latencyMs: null });
      expect(status.version).toBe('1.2.3');
    } finally {
      dead.disconnect();
    }
  });

  it('reads the event-loop delay since the previous read (the histogram starts over)', async () => {
    const system = createSystemService({ database: test.database, build, eventLoop });
    await new Promise((resolve) => setTimeout(resolve, 60));
    await system.getStatus();
    expect(eventLoop.count).toBe(0);
  });
});
