import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';
import { refreshProfilers } from './refresh-profilers';

/** Deletes the profiler with its categories, questions and attempts. */
export function deleteAssessment(id: string): Promise<Message> {
  return api.delete<Message>(`/admin/assessments/${encodeURIComponent(id)}`, undefined, { silent: true });
}

export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: (_message, id) => {
      queryClient.removeQueries({ queryKey: assessmentKeys.detail(id) });
      return refreshProfilers(queryClient);
    },
  });
}
