import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clampUnreadCount } from '../utils/unread-count';
import { notificationKeys } from './keys';

/** Spec §9: unread count cached 1 minute, polled every 10 minutes. */
export const UNREAD_COUNT_STALE_TIME = 60_000;
export const UNREAD_COUNT_POLL_INTERVAL = 10 * 60_000;

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const body = await api.get<{ unreadCount: number }>('/notifications/unread-count', {
    signal,
    silent: true,
  });
  return clampUnreadCount(body.unreadCount);
}

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: UNREAD_COUNT_STALE_TIME,
    refetchInterval: UNREAD_COUNT_POLL_INTERVAL,
  });

export function useUnreadCount() {
  return useQuery(getUnreadCountQueryOptions());
}
