import type { Notification } from '@pathwise/contract';
import { Check, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useDeleteNotification } from '../api/delete-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { formatRelativeTime } from '../utils/format-relative-time';
import { getNotificationHref } from '../utils/parse-notification-data';
import { NotificationTypeIcon } from './notification-type-icon';

type NotificationItemProps = { notification: Notification; onNavigate?: () => void };

const actionClassName =
  'flex size-8 items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 disabled:pointer-events-none disabled:opacity-50';

export function NotificationItem({ notification, onNavigate }: NotificationItemProps) {
  const { t } = useTranslation();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const busy = markRead.isPending || remove.isPending;
  const unread = !notification.isRead;
  const href = getNotificationHref(notification.type, notification.data);

  const title = (
    <span
      className={cn(
        'block text-sm leading-snug',
        unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700',
      )}
    >
      {notification.title}
    </span>
  );

  return (
    <li
      className={cn(
        'group relative flex gap-3 px-4 py-3 transition-colors',
        unread ? 'bg-brand-50/50' : 'bg-white',
        busy && 'opacity-70',
      )}
      aria-busy={busy || undefined}
      data-testid="notification-item"
    >
      {unread ? (
        <span className="absolute top-4 left-1.5 size-1.5 rounded-full bg-brand-500" aria-hidden />
      ) : null}
      <NotificationTypeIcon type={notification.type} />
      <div className="min-w-0 flex-1">
        {href ? (
          <Link
            to={href}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
            onClick={() => {
              if (unread && !busy) markRead.mutate(notification.id);
              onNavigate?.();
            }}
          >
            {title}
          </Link>
        ) : (
          title
        )}
        {notification.message ? <NotificationMessage message={notification.message} /> : null}
        <p className="mt-1 text-xs text-slate-400">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </time>
          {unread ? <span className="sr-only"> · {t('notifications.unread')}</span> : null}
        </p>
      </div>
      <div className="-mr-1 flex shrink-0 flex-col gap-0.5">
        {unread ? (
          <button
            type="button"
            className={actionClassName}
            onClick={() => markRead.mutate(notification.id)}
            disabled={busy}
            aria-label={t('notifications.markRead', { title: notification.title })}
            title={t('notifications.markReadShort')}
          >
            {markRead.isPending ? <Spinner /> : <Check className="size-4" aria-hidden />}
          </button>
        ) : null}
        <button
          type="button"
          className={cn(actionClassName, 'hover:bg-rose-50 hover:text-rose-600')}
          onClick={() => remove.mutate(notification.id)}
          disabled={busy}
          aria-label={t('notifications.delete', { title: notification.title })}
          title={t('notifications.deleteShort')}
        >
          {remove.isPending ? <Spinner /> : <Trash2 className="size-4" aria-hidden />}
        </button>
      </div>
    </li>
  );
}

/** Past three lines or so a message (a broadcast, a reminder) folds, with a toggle to read all of it. */
const FOLD_CHARACTERS = 180;
const FOLD_LINES = 3;

export function isLongMessage(message: string): boolean {
  return message.length > FOLD_CHARACTERS || message.split('\n').length > FOLD_LINES;
}

function NotificationMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = isLongMessage(message);
  return (
    <>
      <p
        id={id}
        className={cn(
          'mt-0.5 text-sm break-words whitespace-pre-line text-slate-600',
          long && !expanded && 'line-clamp-3',
        )}
      >
        {message}
      </p>
      {long ? (
        <button
          type="button"
          className="mt-0.5 rounded-sm text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('notifications.showLess') : t('notifications.showMore')}
        </button>
      ) : null}
    </>
  );
}
