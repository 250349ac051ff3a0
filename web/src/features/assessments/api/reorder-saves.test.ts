import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { CATEGORY_REORDER_BATCH, CATEGORY_REORDER_PAUSE_MS, saveCategoryOrder } from './reorder-categories';
import { saveQuestionOrder } from './reorder-questions';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } };
});

const put = vi.mocked(api.put);
const changes = (count: number) =>
  Array.from({ length: count }, (_, order) => ({ id: `id-${order}`, order }));

/** Each PUT waits until the test answers it. */
function answerByHand() {
  const answers: (() => void)[] = [];
  put.mockImplementation(
    (_path, body) =>
      new Promise((resolve) => {
        answers.push(() => resolve({ category: body, question: body }));
      }),
  );
  return answers;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('saving a category reorder (spec §9)', () => {
  it('sends 3 PUTs at a time with a 200 ms pause between batches', async () => {
    expect([CATEGORY_REORDER_BATCH, CATEGORY_REORDER_PAUSE_MS]).toEqual([3, 200]);
    const answers = answerByHand();
    const done = saveCategoryOrder(changes(5));

    await vi.advanceTimersByTimeAsync(0);
    expect(put.mock.calls).toEqual([
      ['/admin/categories/id-0', { order: 0 }, { silent: true }],
      ['/admin/categories/id-1', { order: 1 }, { silent: true }],
      ['/admin/categories/id-2', { order: 2 }, { silent: true }],
    ]);
    for (const answer of answers) answer();
    await vi.advanceTimersByTimeAsync(199);
    expect(put).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(put).toHaveBeenCalledTimes(5);
    expect(put.mock.calls[4]).toEqual(['/admin/categories/id-4', { order: 4 }, { silent: true }]);
    for (const answer of answers.slice(3)) answer();
    await expect(done).resolves.toBeUndefined();
  });
});

describe('saving a question reorder (spec §9)', () => {
  it('saves one question at a time, each after the previous answered', async () => {
    const answers = answerByHand();
    const done = saveQuestionOrder(changes(3));

    await vi.advanceTimersByTimeAsync(0);
    expect(put.mock.calls).toEqual([['/admin/questions/id-0', { order: 0 }, { silent: true }]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(put).toHaveBeenCalledTimes(1);

    answers[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(put).toHaveBeenCalledTimes(2);
    expect(put.mock.calls[1]).toEqual(['/admin/questions/id-1', { order: 1 }, { silent: true }]);
    answers[1]?.();
    await vi.advanceTimersByTimeAsync(0);
    answers[2]?.();
    await expect(done).resolves.toBeUndefined();
    expect(put).toHaveBeenCalledTimes(3);
  });
});
