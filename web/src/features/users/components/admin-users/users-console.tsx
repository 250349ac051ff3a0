import { ChevronLeft, ChevronRight, SearchX, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { type AdminUsersFilters, EMPTY_ADMIN_USERS_FILTERS, hasFilters } from '../../api/admin-users-filters';
import { useAdminUsers } from '../../api/admin-users-list';
import { UserDetailDrawer } from './user-detail-drawer';
import { UserFilters } from './user-filters';
import { UsersList } from './users-list';

type PageStart = { cursor: string | null; offset: number };
const FIRST_PAGE: PageStart = { cursor: null, offset: 0 };

type UsersConsoleProps = {
  filters: AdminUsersFilters;
  onFiltersChange: (filters: AdminUsersFilters) => void;
  openUserId: string | null;
  onOpenUser: (userId: string | null) => void;
};

/**
 * Every account, filtered, in keyset pages: Next follows the page's `nextCursor`, Previous steps
 * back through the cursors already followed (a stack). New filters start again from the first page.
 */
export function UsersConsole({ filters, onFiltersChange, openUserId, onOpenUser }: UsersConsoleProps) {
  const { t } = useTranslation();
  // The cursors of the pages before this one, and the filters they belong to (new filters drop them).
  // Each with the number of accounts shown before it, for "21–40 of 1,234".
  const [pages, setPages] = useState<{ key: string; cursors: PageStart[] }>({
    key: JSON.stringify(filters),
    cursors: [FIRST_PAGE],
  });
  const filterKey = JSON.stringify(filters);
  const cursors = pages.key === filterKey ? pages.cursors : [FIRST_PAGE];
  const { cursor, offset } = cursors.at(-1) ?? FIRST_PAGE;
  const pageIndex = cursors.length - 1;
  const list = useAdminUsers(filters, cursor);
  const filtered = hasFilters(filters);

  const next = () => {
    const nextCursor = list.data?.nextCursor;
    if (!nextCursor) return;
    setPages({
      key: filterKey,
      cursors: [...cursors, { cursor: nextCursor, offset: offset + (list.data?.users.length ?? 0) }],
    });
  };
  const previous = () => setPages({ key: filterKey, cursors: cursors.slice(0, -1) });

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <ul
        className="divide-y divide-slate-100"
        role="status"
        aria-busy
        aria-label={t('adminUsers.list.loading')}
        data-testid="admin-users-loading"
      >
        {[0, 1, 2, 3, 4].map((row) => (
          <li key={row} className="flex items-center gap-4 px-5 py-4 sm:px-6">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56" />
            </div>
            <Skeleton className="hidden h-5 w-16 rounded-full sm:block" />
            <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
            <Skeleton className="h-4 w-24" />
          </li>
        ))}
      </ul>
    );
  } else if (list.isError && !list.data) {
    body = (
      <div className="p-5 sm:p-6">
        <LoadError
          title={t('adminUsers.list.loadFailed')}
          onRetry={() => list.refetch()}
          retrying={list.isRefetching}
        >
          {getErrorMessage(list.error, t('adminUsers.list.loadFailedHint'))}
        </LoadError>
      </div>
    );
  } else if (list.data.users.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={SearchX}
        title={t('adminUsers.empty.noMatchTitle')}
        description={t('adminUsers.empty.noMatchDescription')}
        action={
          <Button
            variant="outline"
            onClick={() => onFiltersChange({ ...EMPTY_ADMIN_USERS_FILTERS, sort: filters.sort })}
          >
            {t('adminUsers.filters.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Users}
        title={t('adminUsers.empty.title')}
        description={t('adminUsers.empty.description')}
      />
    );
  } else {
    const first = offset + 1;
    const last = offset + list.data.users.length;
    const busy = list.isPlaceholderData;
    body = (
      <>
        <UsersList
          users={list.data.users}
          busy={list.isPlaceholderData}
          onOpen={(user) => onOpenUser(user.id)}
        />
        {pageIndex > 0 || list.data.nextCursor ? (
          <nav
            aria-label={t('adminUsers.list.pagination')}
            className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:px-6"
          >
            <Button
              variant="outline"
              size="sm"
              disabled={busy || pageIndex === 0}
              onClick={previous}
              data-testid="admin-users-previous"
            >
              <ChevronLeft aria-hidden />
              {t('adminUsers.list.previous')}
            </Button>
            <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
              {t(list.data.totalIsCapped ? 'adminUsers.list.rangeCapped' : 'adminUsers.list.range', {
                first,
                last,
                total: list.data.total,
              })}
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={busy || !list.data.nextCursor}
              loading={list.isPlaceholderData}
              onClick={next}
              data-testid="admin-users-next"
            >
              {t('adminUsers.list.next')}
              <ChevronRight aria-hidden />
            </Button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <Card className="px-5 py-4 sm:px-6">
        <UserFilters filters={filters} onChange={onFiltersChange} />
      </Card>

      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 className="text-base font-semibold text-slate-900">{t('adminUsers.list.title')}</h2>
          {list.data ? (
            <p className="text-sm text-slate-500" aria-live="polite" data-testid="admin-users-total">
              {t(
                list.data.totalIsCapped
                  ? 'adminUsers.list.countCapped'
                  : filtered
                    ? 'adminUsers.list.countFiltered'
                    : 'adminUsers.list.count',
                { count: list.data.total },
              )}
            </p>
          ) : null}
        </div>
        {body}
      </Card>

      <UserDetailDrawer userId={openUserId} onClose={() => onOpenUser(null)} />
    </div>
  );
}
