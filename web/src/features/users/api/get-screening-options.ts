import type { ScreeningOptionsResponseSchema } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

export type ScreeningOptions = z.infer<typeof ScreeningOptionsResponseSchema>;
export type ScreeningOptionField = ScreeningOptions['fields'][number];

/** The active fields of the profile screening, in order, and which of them take custom entries. */
export async function getScreeningOptions(signal?: AbortSignal): Promise<ScreeningOptions> {
  return api.get<ScreeningOptions>('/student/screening-options', { signal, silent: true });
}

export const getScreeningOptionsQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.screeningOptions(),
    queryFn: ({ signal }) => getScreeningOptions(signal),
    // The form changes only when an admin edits it.
    staleTime: 5 * 60_000,
  });

export function useScreeningOptions() {
  return useQuery(getScreeningOptionsQueryOptions());
}
