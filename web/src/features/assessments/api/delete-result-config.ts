import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export function deleteResultConfig(categoryId: string, configId: string): Promise<Message> {
  return api.delete<Message>(
    `/admin/categories/${encodeURIComponent(categoryId)}/results/${encodeURIComponent(configId)}`,
    undefined,
    { silent: true },
  );
}

export function useDeleteResultConfig(assessmentId: string, categoryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configId: string) => deleteResultConfig(categoryId, configId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.resultConfigs(categoryId) }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.detail(assessmentId) }),
      ]),
  });
}
