import type { Assessment } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfilers } from './refresh-profilers';

export type DuplicateAssessmentInput = { id: string; newTitle: string; newDescription: string };

/** Deep copy; the server makes the copy inactive. */
export async function duplicateAssessment({ id, ...body }: DuplicateAssessmentInput): Promise<Assessment> {
  const result = await api.post<{ assessment: Assessment; message: string }>(
    `/admin/assessments/${encodeURIComponent(id)}/duplicate`,
    body,
    { silent: true },
  );
  return result.assessment;
}

export function useDuplicateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateAssessment, onSuccess: () => refreshProfilers(queryClient) });
}
