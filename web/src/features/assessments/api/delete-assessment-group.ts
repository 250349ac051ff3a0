import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfilers } from './refresh-profilers';

/** Deletes the grouping category; its profilers become uncategorised. */
export function deleteAssessmentGroup(id: string): Promise<Message> {
  return api.delete<Message>(`/admin/assessment-categories/${encodeURIComponent(id)}`, undefined, {
    silent: true,
  });
}

export function useDeleteAssessmentGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAssessmentGroup, onSuccess: () => refreshProfilers(queryClient) });
}
