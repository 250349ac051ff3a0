import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runInBatches } from './run-in-batches';

/** A call per item that the test settles by hand. */
function manualCalls() {
  const started: { item: number; resolve: () => void; reject: (error: Error) => void }[] = [];
  const run = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push({ item, resolve, reject });
    });
  return { started, run };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runInBatches', () => {
  it('starts a batch only when the previous one finished and the pause passed', async () => {
    const { started, run } = manualCalls();
    const done = runInBatches([1, 2, 3, 4, 5, 6, 7], run, { size: 3, pauseMs: 200 });

    await vi.advanceTimersByTimeAsync(0);
    expect(started.map((call) => call.item)).toEqual([1, 2, 3]);
    for (const call of started) call.resolve();
    await vi.advanceTimersByTimeAsync(199);
    expect(started).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((call) => call.item)).toEqual([1, 2, 3, 4, 5, 6]);

    for (const call of started.slice(3)) call.resolve();
    await vi.advanceTimersByTimeAsync(200);
    expect(started.map((call) => call.item)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    started[6]?.resolve();
    await expect(done).resolves.toBeUndefined();
  });

  it('stops at the first failure', async () => {
    const { started, run } = manualCalls();
    const done = runInBatches([1, 2, 3], run, { size: 1 });
    const outcome = done.catch((error: Error) => error.message);

    await vi.advanceTimersByTimeAsync(0);
    started[0]?.reject(new Error('boom'));
    expect(await outcome).toBe('boom');
    expect(started).toHaveLength(1);
  });
});
