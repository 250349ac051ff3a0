import type { AssessmentScreeningResponse, SaveAssessmentScreeningBodySchema } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type SaveAssessmentScreeningBody = z.input<typeof SaveAssessmentScreeningBodySchema>;

const screeningPath = (id: string) => `/admin/assessments/${encodeURIComponent(id)}/screening`;

/** The first save creates the screening (and switches it on); later saves replace it. */
export function saveAssessmentScreening(
  id: string,
  body: SaveAssessmentScreeningBody,
  exists: boolean,
): Promise<AssessmentScreeningResponse> {
  return exists
    ? api.put<AssessmentScreeningResponse>(screeningPath(id), body, { silent: true })
    : api.post<AssessmentScreeningResponse>(screeningPath(id), body, { silent: true });
}

export function useSaveAssessmentScreening(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, exists }: { body: SaveAssessmentScreeningBody; exists: boolean }) =>
      saveAssessmentScreening(id, body, exists),
    onSuccess: (result) => {
      queryClient.setQueryData(assessmentKeys.screening(id), result);
      // The profiler cards show whether screening is on.
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() });
    },
  });
}
