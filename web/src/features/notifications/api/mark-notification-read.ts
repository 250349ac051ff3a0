import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextUnreadCount } from '../utils/unread-count';
import { updateCachedNotifications } from './get-notifications';
import { notificationKeys } from './keys';

export function markNotificationRead(notificationId: string): Promise<{ unreadCount: number }> {
  return api.post<{ unreadCount: number }>('/notifications/mark-read', { notificationId });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (body, notificationId) => {
      let wasUnread = false;
      updateCachedNotifications(queryClient, (item) => {
        if (item.id !== notificationId) return item;
        wasUnread = !item.isRead;
        return { ...item, isRead: true };
      });
      queryClient.setQueryData<number>(notificationKeys.unreadCount(), (current = 0) =>
        nextUnreadCount(current, wasUnread, body?.unreadCount),
      );
    },
  });
}
