import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestPolicy } from './request-policy.ts';
import { track } from './testing-fetch.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('acquireSlot', () => {
  it('gives out 3 slots, queues the rest and hands a freed slot to the next waiter', async () => {
    const policy = createRequestPolicy();
    const releases = await Promise.all([policy.acquireSlot(), policy.acquireSlot(), policy.acquireSlot()]);
    const fourth = track(policy.acquireSlot());
    await vi.advanceTimersByTimeAsync(0);
    expect(fourth.settled).toBe(false);

    releases[0]?.();
    releases[0]?.(); // releasing twice must not free a second slot
    await vi.advanceTimersByTimeAsync(0);
    expect(fourth.settled).toBe(true);
    const fifth = track(policy.acquireSlot());
    await vi.advanceTimersByTimeAsync(0);
    expect(fifth.settled).toBe(false);
  });

  it('drops a waiter whose caller aborted, without losing the slot', async () => {
    const policy = createRequestPolicy();
    const releases = await Promise.all([policy.acquireSlot(), policy.acquireSlot(), policy.acquireSlot()]);
    const controller = new AbortController();
    const aborted = track(policy.acquireSlot(controller.signal));
    const waiting = track(policy.acquireSlot());

    controller.abort();
    releases[2]?.();
    await vi.advanceTimersByTimeAsync(0);

    expect(aborted.error).toMatchObject({ name: 'AbortError' });
    expect(waiting.settled).toBe(true);
    expect(waiting.error).toBeUndefined();
  });
});

describe('runShared', () => {
  it('rejects at once for a caller that has already aborted, without sending', async () => {
    const policy = createRequestPolicy();
    const send = vi.fn(async () => 'x');
    const controller = new AbortController();
    controller.abort();

    const state = track(policy.runShared('k', controller.signal, send));
    await vi.advanceTimersByTimeAsync(0);

    expect(state.error).toMatchObject({ name: 'AbortError' });
    expect(send).not.toHaveBeenCalled();
  });
});
