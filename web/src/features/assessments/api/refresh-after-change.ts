import type { QueryClient } from '@tanstack/react-query';
import { assessmentKeys } from './keys';

/** After a category changes: the questions screen payload and the profiler list (its counts). */
export function refreshAfterCategoryChange(queryClient: QueryClient, assessmentId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(assessmentId) }),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() }),
  ]);
}

/** After a question changes: the profiler's question lists too. */
export function refreshAfterQuestionChange(queryClient: QueryClient, assessmentId: string): Promise<unknown> {
  return Promise.all([
    refreshAfterCategoryChange(queryClient, assessmentId),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.questionLists(assessmentId) }),
  ]);
}
