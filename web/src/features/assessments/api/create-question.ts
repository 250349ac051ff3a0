import type { CreateQuestionBody, Question } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterQuestionChange } from './refresh-after-change';

export async function createQuestion(body: CreateQuestionBody): Promise<Question> {
  const result = await api.post<{ question: Question }>('/admin/questions', body, { silent: true });
  return result.question;
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: (question) => refreshAfterQuestionChange(queryClient, question.assessmentId),
  });
}
