import type { AssessmentGroup } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type AssessmentGroupInput = { title: string; description: string; isActive: boolean };

export async function createAssessmentGroup(body: AssessmentGroupInput): Promise<AssessmentGroup> {
  const result = await api.post<{ category: AssessmentGroup }>('/admin/assessment-categories', body, {
    silent: true,
  });
  return result.category;
}

export function useCreateAssessmentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessmentGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.groups() }),
  });
}
