import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextUnreadCount } from '../utils/unread-count';
import { updateCachedNotifications } from './get-notifications';
import { notificationKeys } from './keys';

export function deleteNotification(notificationId: string): Promise<{ unreadCount: number }> {
  return api.delete<{ unreadCount: number }>(`/notifications/${encodeURIComponent(notificationId)}`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (body, notificationId) => {
      let wasUnread = false;
      updateCachedNotifications(queryClient, (item) => {
        if (item.id !== notificationId) return item;
        wasUnread = !item.isRead;
        return null;
      });
      queryClient.setQueryData<number>(notificationKeys.unreadCount(), (current = 0) =>
        nextUnreadCount(current, wasUnread, body?.unreadCount),
      );
      // Later pages shifted up by one: refetch the loaded pages now, or "Load more" would skip an item.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
