import type { Question } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** The profiler's questions in display order, optionally of one category only. */
export async function getQuestions(
  assessmentId: string,
  categoryId: string | undefined,
  signal?: AbortSignal,
): Promise<Question[]> {
  const body = await api.get<{ questions: Question[] }>('/admin/questions', {
    params: { assessmentId, categoryId },
    signal,
    silent: true,
  });
  return body.questions;
}

export const getQuestionsQueryOptions = (assessmentId: string, categoryId?: string) =>
  queryOptions({
    queryKey: assessmentKeys.questions(assessmentId, categoryId),
    queryFn: ({ signal }) => getQuestions(assessmentId, categoryId, signal),
  });

export function useQuestions(assessmentId: string, categoryId?: string) {
  return useQuery(getQuestionsQueryOptions(assessmentId, categoryId));
}
