import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export async function getI18nStatus(signal?: AbortSignal): Promise<boolean> {
  const body = await api.get<{ i18nEnabled: boolean }>('/admin/i18n-status', { signal, silent: true });
  return body.i18nEnabled === true;
}

export const getI18nStatusQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.i18nStatus(),
    queryFn: ({ signal }) => getI18nStatus(signal),
    staleTime: 5 * 60_000,
  });

export function useI18nStatus() {
  return useQuery(getI18nStatusQueryOptions());
}
