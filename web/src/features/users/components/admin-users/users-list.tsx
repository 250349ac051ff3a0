import type { AdminUserRow } from '@pathwise/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/features/notifications/utils/format-relative-time';
import { formatDate } from '@/lib/format';
import { useWideScreen } from './use-wide-screen';
import { RoleBadge, StatusBadge, VerifiedBadge } from './user-badges';

type UsersListProps = {
  users: readonly AdminUserRow[];
  onOpen: (user: AdminUserRow) => void;
  busy?: boolean;
};

function Attempts({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  const { inProgress, completed } = user.attempts;
  if (inProgress + completed === 0)
    return <span className="text-slate-400">{t('adminUsers.list.none')}</span>;
  return (
    <span className="block">
      <span className="block text-slate-900">{t('adminUsers.list.completed', { count: completed })}</span>
      {inProgress > 0 ? (
        <span className="block text-xs text-slate-500">
          {t('adminUsers.list.inProgress', { count: inProgress })}
        </span>
      ) : null}
    </span>
  );
}

function LastActive({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();
  return user.lastActiveAt ? (
    <time dateTime={user.lastActiveAt}>{formatRelativeTime(user.lastActiveAt)}</time>
  ) : (
    <span className="text-slate-400">{t('adminUsers.list.never')}</span>
  );
}

/** The name opens the person's drawer; the whole row does too, for the mouse. */
function NameButton({
  user,
  onOpen,
  stretched = false,
}: {
  user: AdminUserRow;
  onOpen: (user: AdminUserRow) => void;
  /** On a card: the button's hit area covers the whole card. */
  stretched?: boolean;
}) {
  return (
    <button
      type="button"
      className={`${stretched ? 'after:absolute after:inset-0 ' : ''}max-w-full truncate text-left font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500`}
      onClick={(event) => {
        event.stopPropagation();
        onOpen(user);
      }}
      data-testid="admin-user-open"
    >
      {user.name || '—'}
    </button>
  );
}

/** One page of accounts: a table on wide screens, cards on phones and tablets (only one is drawn). */
export function UsersList({ users, onOpen, busy }: UsersListProps) {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const wrapper = busy ? 'opacity-70 transition-opacity' : undefined;

  if (!wide) {
    return (
      <ul className={`divide-y divide-slate-100 ${wrapper ?? ''}`} aria-busy={busy || undefined}>
        {users.map((user) => (
          <li
            key={user.id}
            data-testid="admin-user-row"
            data-user-id={user.id}
            className="relative px-5 py-4 hover:bg-slate-50 sm:px-6"
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <NameButton user={user} onOpen={onOpen} stretched />
                <p className="truncate text-sm text-slate-500">{user.email}</p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  <RoleBadge role={user.role} />
                  <VerifiedBadge verified={user.emailVerified} />
                  <StatusBadge user={user} />
                </div>
              </div>
              <ChevronRight className="mt-1 size-4 shrink-0 text-slate-400" aria-hidden />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500">{t('adminUsers.list.attempts')}</dt>
                <dd>
                  <Attempts user={user} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('adminUsers.list.paidOrders')}</dt>
                <dd className="tabular-nums">{user.paidOrders}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('adminUsers.list.joined')}</dt>
                <dd>{formatDate(user.createdAt)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('adminUsers.list.lastActive')}</dt>
                <dd>
                  <LastActive user={user} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }

  const th = 'px-3 py-2.5 font-medium';
  return (
    <div aria-busy={busy || undefined} className={wrapper}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('adminUsers.list.caption')}</caption>
        <thead className="border-b border-slate-100 bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2.5 pr-3 pl-6 font-medium">
              {t('adminUsers.list.person')}
            </th>
            <th scope="col" className={th}>
              {t('adminUsers.list.role')}
            </th>
            <th scope="col" className={th}>
              {t('adminUsers.list.status')}
            </th>
            <th scope="col" className={th}>
              {t('adminUsers.list.attempts')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('adminUsers.list.paidOrders')}
            </th>
            <th scope="col" className={th}>
              {t('adminUsers.list.joined')}
            </th>
            <th scope="col" className="py-2.5 pr-6 pl-3 font-medium">
              {t('adminUsers.list.lastActive')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => (
            <tr
              key={user.id}
              data-testid="admin-user-row"
              data-user-id={user.id}
              className="cursor-pointer align-top transition-colors hover:bg-slate-50"
              onClick={() => onOpen(user)}
            >
              <td className="max-w-72 py-3 pr-3 pl-6">
                <NameButton user={user} onOpen={onOpen} />
                <span className="block truncate text-xs text-slate-500">{user.email}</span>
              </td>
              <td className="px-3 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap gap-1.5">
                  <VerifiedBadge verified={user.emailVerified} />
                  <StatusBadge user={user} />
                </div>
              </td>
              <td className="px-3 py-3">
                <Attempts user={user} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{user.paidOrders}</td>
              <td className="px-3 py-3 whitespace-nowrap">{formatDate(user.createdAt)}</td>
              <td className="py-3 pr-6 pl-3 whitespace-nowrap">
                <LastActive user={user} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
