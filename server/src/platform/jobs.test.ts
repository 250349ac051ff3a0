import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app.ts';
import { spyLogger } from '../../test/spy-logger.ts';
import { createJobs, type Jobs } from './jobs.ts';

const logger = spyLogger();

const QUEUE = { name: 'jobs-test-batch', retryLimit: 2, retryDelay: 0, retryBackoff: false };

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the jobs');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A batched worker (webhook events): jobs run side by side, and each succeeds or is retried alone. */
describe('jobs: a batched worker', () => {
  let testDb: TestDatabase;
  let jobs: Jobs;
  const runs = new Map<number, number>();
  let running = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    jobs = createJobs(testDb.database, logger, [QUEUE], { runWorkers: true });
    await jobs.work<{ n: number }>(
      QUEUE.name,
      async ({ n }) => {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        // Job 3 fails on its first run only: the retry must run it alone, not its batch-mates.
        if (n === 3 && runs.get(n) === 1) throw new Error('job 3 fails once');
      },
      { batchSize: 10 },
    );
    await jobs.start();
    for (let n = 0; n < 10; n += 1) await jobs.send(QUEUE.name, { n });
  });
  afterAll(async () => {
    await jobs.stop();
    await testDb.drop();
  });

  it('runs a batch side by side and retries only the job that failed', async () => {
    await until(() => runs.size === 10 && runs.get(3) === 2);
    // Give a wrongly retried batch time to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mostAtOnce).toBeGreaterThan(1);
    for (let n = 0; n < 10; n += 1) expect(runs.get(n), `job ${n}`).toBe(n === 3 ? 2 : 1);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ queue: QUEUE.name }), 'job failed');
  });
});
