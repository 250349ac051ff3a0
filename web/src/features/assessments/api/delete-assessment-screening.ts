import type { AssessmentScreeningResponse } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export function deleteAssessmentScreening(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(
    `/admin/assessments/${encodeURIComponent(id)}/screening`,
    undefined,
    {
      silent: true,
    },
  );
}

/** Deleting the screening also switches it off. */
export function useDeleteAssessmentScreening(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAssessmentScreening(id),
    onSuccess: () => {
      queryClient.setQueryData<AssessmentScreeningResponse>(assessmentKeys.screening(id), {
        hasScreening: false,
        screening: null,
      });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
    },
  });
}
