import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clampUnreadCount } from '../utils/unread-count';
import { updateCachedNotifications } from './get-notifications';
import { notificationKeys } from './keys';

export function markAllNotificationsRead(): Promise<{ unreadCount: number }> {
  return api.post<{ unreadCount: number }>('/notifications/mark-all-read');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (body) => {
      updateCachedNotifications(queryClient, (item) => (item.isRead ? item : { ...item, isRead: true }));
      queryClient.setQueryData(notificationKeys.unreadCount(), clampUnreadCount(body?.unreadCount ?? 0));
    },
  });
}
