import { Redis } from 'ioredis';

/** The Redis tests use when one runs here (CI has one); tests that need it skip without it. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A client of the test Redis, connected, or null when nothing answers. It never reconnects: a
 * test that loses it fails rather than hangs. Disconnect it in afterAll.
 */
export async function connectTestRedis(): Promise<Redis | null> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  client.on('error', () => {}); // a refused connection means "no Redis here"
  try {
    await client.connect();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

/**
 * A client configured for a Redis that does not answer (port 1: nothing listens), which gives up
 * at once instead of reconnecting: what the app holds when its REDIS_URL points at a dead server.
 */
export function deadRedis(): Redis {
  const dead = new Redis('redis://127.0.0.1:1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  dead.on('error', () => {}); // the refused connection is the point; ioredis would print it
  return dead;
}
