import type { Question } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderChange, orderChanges, withPositions } from '../utils/order-changes';
import { runInBatches } from '../utils/run-in-batches';
import { assessmentKeys } from './keys';
import { refreshAfterQuestionChange } from './refresh-after-change';
import { updateQuestion } from './update-question';

/** Spec §9: question reorder saves one question at a time. */
export function saveQuestionOrder(changes: readonly OrderChange[]): Promise<void> {
  return runInBatches(changes, (change) => updateQuestion(change.id, { order: change.order }), { size: 1 });
}

/**
 * Takes a category's questions in their new sequence: shows it at once, then saves each moved
 * question. The questions are reloaded afterwards, so a failure puts the stored order back (spec §8).
 */
export function useReorderQuestions(assessmentId: string, categoryId: string) {
  const queryClient = useQueryClient();
  const key = assessmentKeys.questions(assessmentId, categoryId);
  return useMutation({
    mutationFn: (ordered: Question[]) => saveQuestionOrder(orderChanges(ordered)),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Question[]>(key, withPositions(ordered));
    },
    onSettled: () => refreshAfterQuestionChange(queryClient, assessmentId),
  });
}
