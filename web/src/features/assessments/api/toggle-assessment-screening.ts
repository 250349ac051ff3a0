import type { AssessmentScreeningResponse } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** The server refuses to switch on a profiler without screening questions (422 with its reason). */
export function toggleAssessmentScreening(
  id: string,
  hasScreening: boolean,
): Promise<AssessmentScreeningResponse> {
  return api.patch<AssessmentScreeningResponse>(
    `/admin/assessments/${encodeURIComponent(id)}/screening/toggle`,
    { hasScreening },
    { silent: true },
  );
}

export function useToggleAssessmentScreening(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hasScreening: boolean) => toggleAssessmentScreening(id, hasScreening),
    onSuccess: (result) => {
      queryClient.setQueryData(assessmentKeys.screening(id), result);
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
    },
  });
}
