import type { Notification, Pagination } from '@pathwise/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseNotificationData } from '../utils/parse-notification-data';
import { clampUnreadCount } from '../utils/unread-count';
import { notificationKeys } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Spec §9: the list is cached for 5 minutes. */
export const NOTIFICATIONS_STALE_TIME = 5 * 60_000;

type RawNotification = Omit<Notification, 'data'> & { data: unknown };
type RawNotificationsPage = { notifications: RawNotification[]; unreadCount: number; pagination: Pagination };
export type NotificationsPage = {
  notifications: Notification[];
  unreadCount: number;
  pagination: Pagination;
};
export type NotificationsData = InfiniteData<NotificationsPage, number>;

export async function getNotificationsPage(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  const raw = await api.get<RawNotificationsPage>('/notifications', {
    params: { page, limit: NOTIFICATIONS_PAGE_SIZE },
    signal,
    // The dropdown shows its own error state with a retry.
    silent: true,
  });
  return {
    ...raw,
    unreadCount: clampUnreadCount(raw.unreadCount),
    notifications: raw.notifications.map((item) => ({ ...item, data: parseNotificationData(item.data) })),
  };
}

export function getNotificationsQueryOptions(queryClient?: QueryClient) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getNotificationsPage(pageParam, signal);
      // The first page carries the freshest unread figure: keep the bell's badge in step with it.
      if (pageParam === 1) queryClient?.setQueryData(notificationKeys.unreadCount(), page.unreadCount);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
    staleTime: NOTIFICATIONS_STALE_TIME,
  });
}

export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery(getNotificationsQueryOptions(queryClient));
}

/** All loaded notifications in order, each once (pages can overlap after deletions). */
export function flattenNotifications(
  data: InfiniteData<NotificationsPage, unknown> | undefined,
): Notification[] {
  if (!data) return [];
  const seen = new Set<string>();
  const items: Notification[] = [];
  for (const page of data.pages) {
    for (const item of page.notifications) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Applies `update` to every loaded notification; `null` removes it. */
export function updateCachedNotifications(
  queryClient: QueryClient,
  update: (item: Notification) => Notification | null,
): void {
  queryClient.setQueryData<NotificationsData>(notificationKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notifications: page.notifications.flatMap((item) => {
              const next = update(item);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}
