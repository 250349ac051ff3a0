import type { AssessmentDetail } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderChange, orderChanges, withPositions } from '../utils/order-changes';
import { runInBatches } from '../utils/run-in-batches';
import { assessmentKeys } from './keys';
import { updateCategory } from './update-category';

/** Spec §9: category reorder saves in batches of 3 requests with a 200 ms pause between batches. */
export const CATEGORY_REORDER_BATCH = 3;
export const CATEGORY_REORDER_PAUSE_MS = 200;

/** One PUT per category whose position changed. */
export function saveCategoryOrder(changes: readonly OrderChange[]): Promise<void> {
  return runInBatches(changes, (change) => updateCategory(change.id, { order: change.order }), {
    size: CATEGORY_REORDER_BATCH,
    pauseMs: CATEGORY_REORDER_PAUSE_MS,
  });
}

/**
 * Takes the categories in their new sequence: shows it at once, then saves the changed orders.
 * Whatever the outcome the profiler is reloaded, so a failure puts the stored order back (spec §8).
 */
export function useReorderCategories(assessmentId: string) {
  const queryClient = useQueryClient();
  const key = assessmentKeys.detail(assessmentId);
  return useMutation({
    mutationFn: (ordered: AssessmentDetail['categories']) => saveCategoryOrder(orderChanges(ordered)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AssessmentDetail>(key, (current) =>
        current ? { ...current, categories: withPositions(ordered) } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
