import type { Assessment, UpdateAssessmentBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** Partial update (status, price, coupon, targeting, texts). Errors are shown by the caller. */
export async function updateAssessment(id: string, body: UpdateAssessmentBody): Promise<Assessment> {
  const result = await api.put<{ assessment: Assessment }>(`/admin/assessments/${id}`, body, {
    silent: true,
  });
  return result.assessment;
}

export function useUpdateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAssessmentBody }) => updateAssessment(id, body),
    onSuccess: (assessment) => {
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(assessment.id) });
    },
  });
}
