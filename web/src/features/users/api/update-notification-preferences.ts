import type { NotificationPreference } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sortPreferences } from './get-notification-preferences';
import { userKeys } from './keys';

export async function updateNotificationPreferences(
  preferences: NotificationPreference[],
): Promise<NotificationPreference[]> {
  const body = await api.put<{ preferences: NotificationPreference[] }>('/user/notification-preferences', {
    preferences,
  });
  return sortPreferences(body.preferences);
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(userKeys.notificationPreferences(), preferences),
  });
}
