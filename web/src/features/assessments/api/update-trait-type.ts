import type { CustomTraitType, UpdateTraitTypeBodySchema } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { announceTraitTypesChanged } from '../utils/trait-type-events';
import { assessmentKeys } from './keys';

export type UpdateTraitTypeBody = z.input<typeof UpdateTraitTypeBodySchema>;

export async function updateTraitType(id: string, body: UpdateTraitTypeBody): Promise<CustomTraitType> {
  const result = await api.put<{ traitType: CustomTraitType }>(
    `/admin/trait-types/${encodeURIComponent(id)}`,
    body,
    { silent: true },
  );
  return result.traitType;
}

/** A rename follows the name onto the questions that use it, so their lists are stale too. */
export function useUpdateTraitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTraitTypeBody }) => updateTraitType(id, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assessmentKeys.traitTypes() }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
      ]);
      announceTraitTypesChanged();
    },
  });
}
