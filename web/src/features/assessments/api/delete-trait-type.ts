import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announceTraitTypesChanged } from '../utils/trait-type-events';
import { assessmentKeys } from './keys';

/** Refused (409) while questions still use the trait; the server's message says how many. */
export function deleteTraitType(id: string): Promise<Message> {
  return api.delete<Message>(`/admin/trait-types/${encodeURIComponent(id)}`, undefined, { silent: true });
}

export function useDeleteTraitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTraitType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.traitTypes() });
      announceTraitTypesChanged();
    },
  });
}
