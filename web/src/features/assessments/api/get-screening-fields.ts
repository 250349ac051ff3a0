import type { ScreeningField } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

/** The profile-screening fields in order (the server creates the five built-in ones on first read). */
export async function getScreeningFields(signal?: AbortSignal): Promise<ScreeningField[]> {
  const body = await api.get<{ fields: ScreeningField[] }>('/admin/screening-config', {
    signal,
    silent: true,
  });
  return body.fields;
}

export const getScreeningFieldsQueryOptions = () =>
  queryOptions({
    queryKey: assessmentKeys.screeningFields(),
    queryFn: ({ signal }) => getScreeningFields(signal),
  });

export function useScreeningFields() {
  return useQuery(getScreeningFieldsQueryOptions());
}
