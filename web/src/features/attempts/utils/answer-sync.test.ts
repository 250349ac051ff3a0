import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerSync } from './answer-sync';
import { createPendingAnswers, type PendingAnswer, pendingAnswersKey } from './pending-answers';

const ATTEMPT = 'attempt-1';

function entry(questionId: string, answer: PendingAnswer['answer']): PendingAnswer {
  return { questionId, categoryId: 'cat-1', answer, answeredAt: '2026-05-01T10:00:00.000Z' };
}

class TemporaryError extends Error {}

function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(send: (entry: PendingAnswer) => Promise<unknown>, online = () => true) {
  const queue = createPendingAnswers(ATTEMPT);
  const onRejected = vi.fn();
  const sync = createAnswerSync({
    queue,
    send,
    isTemporary: (error) => error instanceof TemporaryError,
    onRejected,
    isOnline: online,
    retryDelaysMs: [1_000, 5_000],
  });
  return { queue, sync, onRejected };
}

const stored = () => JSON.parse(window.localStorage.getItem(pendingAnswersKey(ATTEMPT)) ?? '[]');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pending answers (the offline queue)', () => {
  it('keeps one entry per question in local storage, the latest answer in the first place', () => {
    const queue = createPendingAnswers(ATTEMPT);
    queue.put(entry('q1', 'option_1'));
    queue.put(entry('q2', 3));
    queue.put(entry('q1', 'option_2'));
    expect(stored().map((e: PendingAnswer) => [e.questionId, e.answer])).toEqual([
      ['q1', 'option_2'],
      ['q2', 3],
    ]);
    // Another page load reads the same queue back.
    expect(createPendingAnswers(ATTEMPT).list()).toHaveLength(2);
    expect(createPendingAnswers('other-attempt').list()).toEqual([]);
  });

  it('confirm only drops the answer the server saw; drop and clear remove for good', () => {
    const queue = createPendingAnswers(ATTEMPT);
    queue.put(entry('q1', 'option_2'));
    queue.confirm('q1', 'option_1');
    expect(queue.size).toBe(1);
    queue.confirm('q1', 'option_2');
    expect(queue.size).toBe(0);
    expect(window.localStorage.getItem(pendingAnswersKey(ATTEMPT))).toBeNull();
    queue.put(entry('q2', true));
    queue.put(entry('q3', false));
    queue.drop('q2');
    expect(queue.list().map((e) => e.questionId)).toEqual(['q3']);
    queue.clear();
    expect(stored()).toEqual([]);
  });

  it('ignores unreadable storage', () => {
    window.localStorage.setItem(pendingAnswersKey(ATTEMPT), '{not json');
    expect(createPendingAnswers(ATTEMPT).list()).toEqual([]);
    window.localStorage.setItem(
      pendingAnswersKey(ATTEMPT),
      JSON.stringify([{ questionId: 1 }, entry('q1', 2)]),
    );
    expect(createPendingAnswers(ATTEMPT).list()).toEqual([entry('q1', 2)]);
  });

  it('still queues in memory when storage refuses to write', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const queue = createPendingAnswers(ATTEMPT, storage);
    queue.put(entry('q1', 1));
    expect(queue.list()).toEqual([entry('q1', 1)]);
  });
});

describe('answer sync', () => {
  it('sends each answer and forgets it once saved', async () => {
    const send = vi.fn(async () => ({}));
    const { sync, queue } = setup(send);
    expect(sync.getSnapshot().status).toBe('idle');
    const saving = sync.save(entry('q1', 'option_1'));
    expect(sync.getSnapshot()).toEqual({ status: 'saving', pending: 1 });
    expect(stored()).toHaveLength(1);
    await expect(saving).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith(entry('q1', 'option_1'));
    expect(sync.getSnapshot()).toEqual({ status: 'saved', pending: 0 });
    expect(queue.size).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('sends in order, one at a time, and a changed answer after the one in flight', async () => {
    const first = deferred();
    const send = vi.fn((e: PendingAnswer) => (e.answer === 'option_1' ? first.promise : Promise.resolve({})));
    const { sync } = setup(send);
    const done = sync.save(entry('q1', 'option_1'));
    void sync.save(entry('q2', 4));
    void sync.save(entry('q1', 'option_3'));
    expect(send).toHaveBeenCalledTimes(1);
    first.resolve({});
    await expect(done).resolves.toBe(true);
    expect(send.mock.calls.map(([e]) => [e.questionId, e.answer])).toEqual([
      ['q1', 'option_1'],
      ['q1', 'option_3'],
      ['q2', 4],
    ]);
  });

  it('keeps a failed answer, shows the error and retries later until it is saved', async () => {
    let down = true;
    const send = vi.fn(async () => {
      if (down) throw new TemporaryError('network');
      return {};
    });
    const { sync } = setup(send);
    await expect(sync.save(entry('q1', true))).resolves.toBe(false);
    expect(sync.getSnapshot()).toEqual({ status: 'error', pending: 1 });
    expect(stored()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(sync.getSnapshot().status).toBe('error');

    down = false;
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(3);
    expect(sync.getSnapshot()).toEqual({ status: 'saved', pending: 0 });
    expect(stored()).toEqual([]);
  });

  it('flush sends at once what an earlier visit left unsent (reconnect / resume)', async () => {
    createPendingAnswers(ATTEMPT).put(entry('q7', 'Nursing, because I like people'));
    const send = vi.fn(async () => ({}));
    const { sync } = setup(send);
    expect(sync.getSnapshot().pending).toBe(1);
    await expect(sync.flush()).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith(entry('q7', 'Nursing, because I like people'));
  });

  it('does not try while offline, and sends once back online', async () => {
    let online = false;
    const send = vi.fn(async () => ({}));
    const { sync } = setup(send, () => online);
    await expect(sync.save(entry('q1', 2))).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(sync.getSnapshot()).toEqual({ status: 'offline', pending: 1 });
    online = true;
    await expect(sync.flush()).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops an answer the server refuses for good, reports it and goes on', async () => {
    const refusal = new Error('This attempt is already completed');
    const send = vi.fn(async (e: PendingAnswer) => {
      if (e.questionId === 'q1') throw refusal;
      return {};
    });
    const { sync, onRejected } = setup(send);
    void sync.save(entry('q1', 1));
    await expect(sync.save(entry('q2', 2))).resolves.toBe(true);
    expect(onRejected).toHaveBeenCalledWith(entry('q1', 1), refusal);
    expect(send).toHaveBeenCalledTimes(2);
    expect(stored()).toEqual([]);
  });

  it('stops retrying once disposed', async () => {
    const send = vi.fn(async () => {
      throw new TemporaryError('network');
    });
    const { sync } = setup(send);
    await sync.save(entry('q1', 1));
    sync.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
    // The answer is still on the device for the next visit.
    expect(stored()).toHaveLength(1);
  });

  it('notifies subscribers on each change', async () => {
    const { sync } = setup(async () => ({}));
    const seen: string[] = [];
    sync.subscribe(() => seen.push(sync.getSnapshot().status));
    await sync.save(entry('q1', 1));
    expect(seen).toEqual(['idle', 'saving', 'saved']);
  });
});

describe('answer sync discard', () => {
  it('forgets a queued answer that was taken back', async () => {
    const send = vi.fn(async () => {
      throw new TemporaryError('network');
    });
    const { sync } = setup(send);
    await sync.save(entry('q1', 'draft text'));
    sync.discard('q1');
    expect(sync.getSnapshot().pending).toBe(0);
    expect(stored()).toEqual([]);
    sync.dispose();
  });
});
