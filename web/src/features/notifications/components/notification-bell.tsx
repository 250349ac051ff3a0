import { Bell, BellOff, CheckCheck, RefreshCw } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { flattenNotifications, useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { clampUnreadCount, formatUnreadBadge } from '../utils/unread-count';
import { NotificationItem } from './notification-item';

/** The bell with its unread badge and the notification dropdown (spec §2, §9). */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const count = clampUnreadCount(unread.data);
  const badge = formatUnreadBadge(count);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={cn(
          'relative flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
          className,
        )}
        aria-label={count > 0 ? t('notifications.bellLabelUnread', { count }) : t('notifications.bellLabel')}
        // The count is polled quietly; a failure only shows as a hint, the list itself reports errors.
        title={unread.isError ? t('notifications.unreadCountFailed') : undefined}
      >
        <Bell className="size-5" aria-hidden />
        {badge ? (
          <span
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-rose-600 px-1 text-[0.65rem] leading-none font-semibold text-white ring-2 ring-white"
            aria-hidden
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-(--shadow-popover) focus:outline-none data-[state=open]:animate-pop-in"
          aria-label={t('notifications.title')}
        >
          <NotificationPanel count={count} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationPanel({ count, onNavigate }: { count: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const items = flattenNotifications(list.data);

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <h2 className="truncate text-sm font-semibold text-slate-900">{t('notifications.title')}</h2>
          {count > 0 ? (
            <span className="shrink-0 whitespace-nowrap rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
              {t('notifications.newCount', { count })}
            </span>
          ) : null}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 text-brand-700 hover:text-brand-800"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={count === 0}
        >
          {markAll.isPending ? null : <CheckCheck aria-hidden />}
          {t('notifications.markAllRead')}
        </Button>
      </div>

      <div
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
        aria-live="polite"
        aria-busy={list.isPending}
      >
        {list.isPending ? (
          <ul className="divide-y divide-slate-100" aria-label={t('common.loading')}>
            {[0, 1, 2].map((key) => (
              <li key={key} className="flex gap-3 px-4 py-3">
                <Skeleton className="size-9 rounded-full" />
                <div className="flex-1 space-y-2 py-0.5">
                  <Skeleton className="h-3.5 w-2/3" />
                  <Skeleton className="h-3 w-full" />
                  <Skeleton className="h-3 w-1/4" />
                </div>
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <div role="alert" className="flex flex-col items-center px-6 py-10 text-center">
            <p className="text-sm font-medium text-slate-900">{t('notifications.loadFailed')}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => list.refetch()}
              loading={list.isRefetching}
            >
              {list.isRefetching ? null : <RefreshCw aria-hidden />}
              {t('common.retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            icon={BellOff}
            size="sm"
            title={t('notifications.empty')}
            description={t('notifications.emptyHint')}
          />
        ) : (
          <>
            <ul className="divide-y divide-slate-100">
              {items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <div className="border-t border-slate-100 p-2">
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-full"
                  onClick={() => list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('notifications.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
