import type { TakingCategory } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

export type TakingQuestions = { categories: TakingCategory[]; totalQuestions: number };

/** The sections and questions this person is asked (hidden sections already left out by the server). */
export async function getTakingQuestions(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<TakingQuestions> {
  return api.get<TakingQuestions>(`/assessments/${encodeURIComponent(assessmentId)}/questions`, {
    signal,
    silent: true,
  });
}

export const getTakingQuestionsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: attemptKeys.questions(assessmentId),
    queryFn: ({ signal }) => getTakingQuestions(assessmentId, signal),
  });

export function useTakingQuestions(assessmentId: string, enabled = true) {
  return useQuery({ ...getTakingQuestionsQueryOptions(assessmentId), enabled });
}
