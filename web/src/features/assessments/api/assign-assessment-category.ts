import type { Assessment } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfilers } from './refresh-profilers';

export type AssignCategoryInput = { id: string; categoryId: string | null };

/** Puts the profiler in an active grouping category, or none (null). */
export async function assignAssessmentCategory({ id, categoryId }: AssignCategoryInput): Promise<Assessment> {
  const result = await api.put<{ assessment: Assessment }>(
    `/admin/assessments/${encodeURIComponent(id)}/category`,
    { categoryId },
    { silent: true },
  );
  return result.assessment;
}

export function useAssignAssessmentCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAssessmentCategory,
    onSuccess: () => refreshProfilers(queryClient),
  });
}
