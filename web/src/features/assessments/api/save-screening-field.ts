import type {
  CreateScreeningFieldBodySchema,
  ScreeningField,
  UpdateScreeningFieldBodySchema,
} from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type CreateScreeningFieldBody = z.input<typeof CreateScreeningFieldBodySchema>;
export type UpdateScreeningFieldBody = z.input<typeof UpdateScreeningFieldBodySchema>;

export async function createScreeningField(body: CreateScreeningFieldBody): Promise<ScreeningField> {
  const result = await api.post<{ field: ScreeningField }>('/admin/screening-config', body, { silent: true });
  return result.field;
}

export async function updateScreeningField(
  id: string,
  body: UpdateScreeningFieldBody,
): Promise<ScreeningField> {
  const result = await api.put<{ field: ScreeningField }>(
    `/admin/screening-config/${encodeURIComponent(id)}`,
    body,
    { silent: true },
  );
  return result.field;
}

/** A new field without an id, an edited (or switched) one with it. */
export type SaveScreeningFieldInput =
  | { id?: undefined; body: CreateScreeningFieldBody }
  | { id: string; body: UpdateScreeningFieldBody };

export function useSaveScreeningField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveScreeningFieldInput) =>
      input.id === undefined ? createScreeningField(input.body) : updateScreeningField(input.id, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.screeningFields() }),
  });
}
