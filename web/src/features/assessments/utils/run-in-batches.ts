type BatchOptions = {
  /** How many calls run at the same time. */
  size: number;
  /** Pause between two batches, in milliseconds (none when 0). */
  pauseMs?: number;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` for every item, `size` at a time, waiting `pauseMs` between batches so a long
 * reorder does not trip the server's rate limits (spec §9). Stops at the first failure.
 */
export async function runInBatches<T>(
  items: readonly T[],
  run: (item: T) => Promise<unknown>,
  { size, pauseMs = 0 }: BatchOptions,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0 && pauseMs > 0) await pause(pauseMs);
    await Promise.all(items.slice(start, start + size).map(run));
  }
}
