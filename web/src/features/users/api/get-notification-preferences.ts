import { NOTIFICATION_TYPES, type NotificationPreference } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** Preferences in the contract's type order, so the list reads the same every time. */
export function sortPreferences(preferences: NotificationPreference[]): NotificationPreference[] {
  const order = (type: NotificationPreference['type']) => NOTIFICATION_TYPES.indexOf(type);
  return [...preferences].sort((a, b) => order(a.type) - order(b.type));
}

export async function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreference[]> {
  const body = await api.get<{ preferences: NotificationPreference[] }>('/user/notification-preferences', {
    signal,
    silent: true,
  });
  return sortPreferences(body.preferences);
}

export const getNotificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.notificationPreferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export function useNotificationPreferences() {
  return useQuery(getNotificationPreferencesQueryOptions());
}
