import type { CreateTraitTypeBodySchema, CustomTraitType } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { announceTraitTypesChanged } from '../utils/trait-type-events';
import { assessmentKeys } from './keys';

export type CreateTraitTypeBody = z.input<typeof CreateTraitTypeBodySchema>;

export async function createTraitType(body: CreateTraitTypeBody): Promise<CustomTraitType> {
  const result = await api.post<{ traitType: CustomTraitType }>('/admin/trait-types', body, { silent: true });
  return result.traitType;
}

export function useCreateTraitType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTraitType,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.traitTypes() });
      announceTraitTypesChanged();
    },
  });
}
