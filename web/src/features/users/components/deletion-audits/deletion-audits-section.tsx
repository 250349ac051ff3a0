import type { DeletionAudit, DeletionStats } from '@pathwise/contract';
import { BarChart3, Search, UserX } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Select } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { Stat, StatList } from '@/components/ui/stat';
import { getErrorMessage } from '@/lib/errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import {
  DEFAULT_DELETION_STATS_PERIOD,
  DELETION_STATS_PERIODS,
  useDeletionAudits,
  useDeletionStats,
} from '../../api/admin-deletion-audits';
import { useWideScreen } from '../admin-users/use-wide-screen';
import { ADMIN_COLOUR, SELF_COLOUR } from './deletion-colours';

const DeletionChart = lazy(() => import('./deletion-chart'));
const DAY = { timeZone: 'UTC' } as const;
const dayDate = (day: string) => `${day}T00:00:00.000Z`;

/** Deleted accounts: statistics for a period with a chart, then every deletion audit, searchable. */
export function DeletionAuditsSection() {
  return (
    <div className="space-y-6" data-testid="deletion-audits">
      <DeletionStatsCard />
      <DeletionAuditsCard />
    </div>
  );
}

function DeletionStatsCard() {
  const { t } = useTranslation();
  const periodId = useId();
  const [period, setPeriod] = useState<number>(DEFAULT_DELETION_STATS_PERIOD);
  const stats = useDeletionStats(period);

  return (
    <Card data-testid="deletion-stats">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>{t('adminUsers.deletions.statsTitle')}</CardTitle>
          <CardDescription>{t('adminUsers.deletions.statsDescription', { count: period })}</CardDescription>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={periodId} className="text-sm font-medium text-slate-600">
            {t('adminUsers.deletions.period')}
          </label>
          <Select
            id={periodId}
            className="w-36"
            value={period}
            onChange={(event) => setPeriod(Number(event.target.value))}
          >
            {DELETION_STATS_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t('adminUsers.deletions.lastDays', { count: days })}
              </option>
            ))}
          </Select>
        </div>
      </CardHeader>
      <CardContent>
        {stats.isPending ? (
          <div role="status" aria-busy aria-label={t('adminUsers.deletions.loading')} className="space-y-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-44 w-full" />
          </div>
        ) : stats.isError && !stats.data ? (
          <LoadError
            title={t('adminUsers.deletions.statsFailed')}
            onRetry={() => stats.refetch()}
            retrying={stats.isRefetching}
          >
            {getErrorMessage(stats.error, t('adminUsers.list.loadFailedHint'))}
          </LoadError>
        ) : (
          <StatsBody stats={stats.data} busy={stats.isPlaceholderData} />
        )}
      </CardContent>
    </Card>
  );
}

function StatsBody({ stats, busy }: { stats: DeletionStats; busy: boolean }) {
  const { t } = useTranslation();
  const activeDays = stats.perDay.filter((day) => day.self + day.admin > 0);
  return (
    <div className={`space-y-6 ${busy ? 'opacity-70' : ''}`} aria-busy={busy || undefined}>
      <StatList className="grid-cols-3 gap-2 sm:gap-3">
        {(
          [
            ['total', stats.total, 'deletion-total'],
            ['self', stats.self, 'deletion-self'],
            ['byAdmin', stats.admin, 'deletion-admin'],
          ] as const
        ).map(([key, value, testId]) => (
          <Stat
            key={key}
            className="p-3 sm:p-5"
            label={t(`adminUsers.deletions.${key}`)}
            labelClassName="text-xs font-medium text-slate-500 sm:text-sm"
            valueClassName="mt-1 text-base font-semibold tracking-tight text-slate-900 tabular-nums sm:text-2xl"
            valueTestId={testId}
          >
            {value}
          </Stat>
        ))}
      </StatList>

      {stats.total === 0 ? (
        <EmptyState
          size="sm"
          icon={BarChart3}
          title={t('adminUsers.deletions.noneTitle')}
          description={t('adminUsers.deletions.noneDescription', { count: stats.period })}
        />
      ) : (
        <figure className="m-0">
          <Suspense fallback={<Skeleton className="h-52 w-full" />}>
            <DeletionChart perDay={stats.perDay} />
          </Suspense>
          <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ backgroundColor: SELF_COLOUR }} />
              {t('adminUsers.deletions.self')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span className="size-2.5 rounded-sm" style={{ backgroundColor: ADMIN_COLOUR }} />
              {t('adminUsers.deletions.byAdmin')}
            </span>
          </figcaption>
          {/* In a wrapper: a table ignores sr-only's 1px width and would widen a phone's page. */}
          <div className="sr-only">
            <table data-testid="deletion-chart-table">
              <caption>{t('adminUsers.deletions.tableCaption', { count: stats.period })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminUsers.deletions.day')}</th>
                  <th scope="col">{t('adminUsers.deletions.self')}</th>
                  <th scope="col">{t('adminUsers.deletions.byAdmin')}</th>
                </tr>
              </thead>
              <tbody>
                {activeDays.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDate(dayDate(day.day), DAY)}</th>
                    <td>{day.self}</td>
                    <td>{day.admin}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}

      {stats.reasons.length > 0 ? (
        <div className="border-t border-slate-100 pt-5">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('adminUsers.deletions.reasons')}</h3>
          <ol className="space-y-1.5" data-testid="deletion-reasons">
            {stats.reasons.map((reason) => (
              <li key={reason.reason} className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words text-slate-700">{reason.reason}</span>
                <span className="shrink-0 font-medium text-slate-900 tabular-nums">{reason.count}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

function DeletedBy({ audit }: { audit: DeletionAudit }) {
  const { t } = useTranslation();
  return audit.deletedBy === 'self' ? (
    <Badge tone="neutral">{t('adminUsers.deletions.self')}</Badge>
  ) : (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone="warning">{t('adminUsers.deletions.byAdmin')}</Badge>
      <span className="text-xs text-slate-500">{audit.admin?.name ?? t('adminUsers.audit.formerAdmin')}</span>
    </span>
  );
}

function DeletionAuditsCard() {
  const { t } = useTranslation();
  const wide = useWideScreen();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const [lastSearch, setLastSearch] = useState(debounced);
  if (lastSearch !== debounced) {
    // A new search starts from its first page.
    setLastSearch(debounced);
    setPage(1);
  }
  const audits = useDeletionAudits(page, debounced);

  return (
    <Card data-testid="deletion-audits-list">
      <CardHeader>
        <CardTitle>{t('adminUsers.deletions.auditsTitle')}</CardTitle>
        <CardDescription>{t('adminUsers.deletions.auditsDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t('adminUsers.deletions.searchLabel')}
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              maxLength={320}
              value={search}
              aria-describedby={`${searchId}-hint`}
              data-testid="deletion-audits-search"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <p id={`${searchId}-hint`} className="mt-1.5 text-xs text-slate-500">
            {t('adminUsers.deletions.searchHint')}
          </p>
        </div>

        {audits.isPending ? (
          <div role="status" aria-busy aria-label={t('adminUsers.deletions.loading')} className="space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : audits.isError && !audits.data ? (
          <LoadError
            title={t('adminUsers.deletions.auditsFailed')}
            onRetry={() => audits.refetch()}
            retrying={audits.isRefetching}
          >
            {getErrorMessage(audits.error, t('adminUsers.list.loadFailedHint'))}
          </LoadError>
        ) : audits.data.audits.length === 0 ? (
          <EmptyState
            size="sm"
            icon={UserX}
            title={debounced ? t('adminUsers.deletions.noMatch') : t('adminUsers.deletions.noAudits')}
            description={
              debounced && audits.data.searchedByEmail ? t('adminUsers.deletions.noMatchEmail') : undefined
            }
          />
        ) : (
          <>
            {audits.data.searchedByEmail ? (
              <p className="text-xs text-slate-500">{t('adminUsers.deletions.matchedEmail')}</p>
            ) : null}
            {wide ? (
              <div
                className="-mx-5 overflow-x-auto sm:-mx-6"
                aria-busy={audits.isPlaceholderData || undefined}
              >
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <caption className="sr-only">{t('adminUsers.deletions.auditsTitle')}</caption>
                  <thead className="border-y border-slate-100 bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
                    <tr>
                      <th scope="col" className="py-2.5 pr-3 pl-6 font-medium">
                        {t('adminUsers.deletions.when')}
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        {t('adminUsers.deletions.domain')}
                      </th>
                      <th scope="col" className="px-3 py-2.5 font-medium">
                        {t('adminUsers.deletions.by')}
                      </th>
                      <th scope="col" className="py-2.5 pr-6 pl-3 font-medium">
                        {t('adminUsers.deletions.reason')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {audits.data.audits.map((audit) => (
                      <tr key={audit.id} data-testid="deletion-audit-row" className="align-top">
                        <td className="py-3 pr-3 pl-6 whitespace-nowrap">
                          {formatDateTime(audit.createdAt)}
                        </td>
                        <td className="px-3 py-3">@{audit.emailDomain}</td>
                        <td className="px-3 py-3">
                          <DeletedBy audit={audit} />
                        </td>
                        <td className="py-3 pr-6 pl-3 break-words text-slate-700">
                          {audit.reason || (
                            <span className="text-slate-400">{t('adminUsers.deletions.noReason')}</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <ul
                className="-mx-5 divide-y divide-slate-100 border-y border-slate-100 sm:-mx-6"
                aria-busy={audits.isPlaceholderData || undefined}
              >
                {audits.data.audits.map((audit) => (
                  <li
                    key={audit.id}
                    data-testid="deletion-audit-row"
                    className="space-y-1.5 px-5 py-3 text-sm sm:px-6"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-medium text-slate-900">@{audit.emailDomain}</span>
                      <DeletedBy audit={audit} />
                    </div>
                    <p className="break-words text-slate-700">
                      {audit.reason || (
                        <span className="text-slate-400">{t('adminUsers.deletions.noReason')}</span>
                      )}
                    </p>
                    <p className="text-xs text-slate-500">{formatDateTime(audit.createdAt)}</p>
                  </li>
                ))}
              </ul>
            )}
            <Pager
              label={t('adminUsers.deletions.pagination')}
              pagination={audits.data.pagination}
              busy={audits.isPlaceholderData}
              onPageChange={setPage}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
