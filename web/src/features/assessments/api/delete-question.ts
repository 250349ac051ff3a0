import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterQuestionChange } from './refresh-after-change';

export function deleteQuestion(id: string): Promise<Message> {
  return api.delete<Message>(`/admin/questions/${encodeURIComponent(id)}`, undefined, { silent: true });
}

export function useDeleteQuestion(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => refreshAfterQuestionChange(queryClient, assessmentId),
  });
}
