import type { ScreeningField } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export function deleteScreeningField(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/admin/screening-config/${encodeURIComponent(id)}`, undefined, {
    silent: true,
  });
}

export function useDeleteScreeningField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScreeningField,
    onSuccess: (_result, id) =>
      queryClient.setQueryData<ScreeningField[]>(assessmentKeys.screeningFields(), (current) =>
        current?.filter((field) => field.id !== id),
      ),
  });
}
