import type { Assessment, CreateAssessmentBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfilers } from './refresh-profilers';

export async function createAssessment(body: CreateAssessmentBody): Promise<Assessment> {
  const result = await api.post<{ assessment: Assessment }>('/admin/assessments', body, { silent: true });
  return result.assessment;
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAssessment, onSuccess: () => refreshProfilers(queryClient) });
}
