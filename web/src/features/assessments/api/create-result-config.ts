import type { CreateResultConfigBodySchema, ResultConfig } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type CreateResultConfigBody = z.input<typeof CreateResultConfigBodySchema>;

export async function createResultConfig(
  categoryId: string,
  body: CreateResultConfigBody,
): Promise<ResultConfig> {
  const result = await api.post<{ result: ResultConfig }>(
    `/admin/categories/${encodeURIComponent(categoryId)}/results`,
    body,
    { silent: true },
  );
  return result.result;
}

export function useCreateResultConfig(assessmentId: string, categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateResultConfigBody) => createResultConfig(categoryId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.resultConfigs(categoryId) }),
        // The category cards show how many results are configured.
        queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(assessmentId) }),
      ]),
  });
}
