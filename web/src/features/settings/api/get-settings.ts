import type { Setting } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

/** Spec §9: admin settings are cached 5 minutes. */
export const SETTINGS_STALE_TIME = 5 * 60_000;

export async function getSettings(signal?: AbortSignal): Promise<Setting[]> {
  const body = await api.get<{ settings: Setting[] }>('/admin/settings', { signal, silent: true });
  return body.settings;
}

export const getSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.list(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: SETTINGS_STALE_TIME,
  });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
