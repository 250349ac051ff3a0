import type { Question, UpdateQuestionBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterQuestionChange } from './refresh-after-change';

export async function updateQuestion(id: string, body: UpdateQuestionBody): Promise<Question> {
  const result = await api.put<{ question: Question }>(`/admin/questions/${encodeURIComponent(id)}`, body, {
    silent: true,
  });
  return result.question;
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateQuestionBody }) => updateQuestion(id, body),
    onSuccess: (question) => refreshAfterQuestionChange(queryClient, question.assessmentId),
  });
}
