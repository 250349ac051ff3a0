import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterQuestionChange } from './refresh-after-change';

/** Deletes the category with its questions and result configurations. */
export function deleteCategory(id: string): Promise<Message> {
  return api.delete<Message>(`/admin/categories/${encodeURIComponent(id)}`, undefined, { silent: true });
}

export function useDeleteCategory(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshAfterQuestionChange(queryClient, assessmentId),
  });
}
