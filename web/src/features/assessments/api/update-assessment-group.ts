import type { AssessmentGroup } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AssessmentGroupInput } from './create-assessment-group';
import { assessmentKeys } from './keys';

export type UpdateAssessmentGroupInput = { id: string; body: Partial<AssessmentGroupInput> };

export async function updateAssessmentGroup({
  id,
  body,
}: UpdateAssessmentGroupInput): Promise<AssessmentGroup> {
  const result = await api.put<{ category: AssessmentGroup }>(
    `/admin/assessment-categories/${encodeURIComponent(id)}`,
    body,
    { silent: true },
  );
  return result.category;
}

export function useUpdateAssessmentGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssessmentGroup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.groups() }),
        // Profiler cards show the group's title.
        queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() }),
      ]),
  });
}
