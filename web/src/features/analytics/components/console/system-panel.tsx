import type { SystemStatusResponse } from '@pathwise/contract';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { SYSTEM_REFRESH_MS, useSystemStatus } from '../../api/get-system-status';
import {
  formatBytes,
  formatCount,
  formatDuration,
  formatMilliseconds,
  formatShortDateTime,
} from '../../utils/analytics-format';
import { AnalyticsPanel } from './analytics-panel';
import { DataTable } from './data-table';
import { ScrollRegion } from './scroll-region';

/**
 * The server's health, read again every 30 s while the screen is open: version and commit, uptime,
 * database, memory, event-loop delay, Redis, the mail outbox and the job queues.
 */
export function SystemPanel() {
  const { t, i18n } = useTranslation();
  const query = useSystemStatus();
  const data = query.data;
  const updated = data
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { timeStyle: 'medium' }).format(
        new Date(data.generatedAt),
      )
    : '';

  return (
    <AnalyticsPanel
      testId="system-panel"
      title={t('adminAnalytics.system.title')}
      description={t('adminAnalytics.system.description', { seconds: SYSTEM_REFRESH_MS / 1000 })}
      query={query}
      hasData={!!data}
      skeleton={
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          {[0, 1, 2, 3, 4, 5, 6, 7].map((key) => (
            <Skeleton key={key} className="h-16" />
          ))}
        </div>
      }
      actions={
        <>
          <span className="text-xs text-slate-500" aria-live="polite" data-testid="system-updated">
            {query.isError
              ? t('adminAnalytics.system.refreshFailed')
              : t('adminAnalytics.system.updated', { time: updated })}
          </span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            {query.isFetching ? null : <RefreshCw aria-hidden />}
            {t('adminAnalytics.system.refresh')}
          </Button>
        </>
      }
    >
      {() => <SystemFigures data={data as SystemStatusResponse} />}
    </AnalyticsPanel>
  );
}

function SystemFigures({ data }: { data: SystemStatusResponse }) {
  const { t } = useTranslation();
  const { database, memory, eventLoopDelayMs: loop, redis } = data;
  const outbox = Object.entries(data.mailOutbox);
  const redisValue = !redis.configured
    ? t('adminAnalytics.system.redisOff')
    : redis.ok
      ? t('adminAnalytics.system.redisOk')
      : t('adminAnalytics.system.redisDown');

  return (
    <div className="space-y-5">
      <dl
        className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-4"
        data-testid="system-figures"
      >
        <Item
          label={t('adminAnalytics.system.version')}
          value={data.version}
          detail={
            data.commit ? t('adminAnalytics.system.commit', { commit: data.commit.slice(0, 12) }) : null
          }
        />
        <Item
          label={t('adminAnalytics.system.uptime')}
          value={formatDuration(data.uptimeSeconds)}
          detail={t('adminAnalytics.system.node', { version: data.node })}
        />
        <Item
          label={t('adminAnalytics.system.database')}
          value={t(`adminAnalytics.system.databaseKind.${database.kind}`)}
          detail={t('adminAnalytics.system.databaseDetail', {
            size: formatBytes(database.sizeBytes),
            count: database.migrationsApplied,
          })}
          title={database.latestMigration ?? undefined}
        />
        <Item
          label={t('adminAnalytics.system.memory')}
          value={formatBytes(memory.rssBytes)}
          detail={t('adminAnalytics.system.heap', {
            used: formatBytes(memory.heapUsedBytes),
            total: formatBytes(memory.heapTotalBytes),
          })}
        />
        <Item
          label={t('adminAnalytics.system.eventLoop')}
          value={formatMilliseconds(loop.p99)}
          detail={t('adminAnalytics.system.eventLoopDetail', {
            p50: formatMilliseconds(loop.p50),
            max: formatMilliseconds(loop.max),
          })}
          tone={loop.p99 > 200 ? 'bad' : loop.p99 > 50 ? 'warn' : undefined}
        />
        <Item
          label={t('adminAnalytics.system.redis')}
          value={redisValue}
          detail={redis.latencyMs === null ? null : formatMilliseconds(redis.latencyMs)}
          tone={redis.configured && !redis.ok ? 'bad' : undefined}
        />
        <Item
          label={t('adminAnalytics.system.outbox')}
          value={formatCount(outbox.reduce((sum, [, count]) => sum + count, 0))}
          detail={
            outbox.length
              ? outbox.map(([status, count]) => `${status} ${formatCount(count)}`).join(' · ')
              : t('adminAnalytics.system.outboxEmpty')
          }
          tone={(data.mailOutbox.failed ?? 0) > 0 ? 'warn' : undefined}
        />
        <Item label={t('adminAnalytics.system.started')} value={formatShortDateTime(data.startedAt)} />
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-medium text-slate-700">{t('adminAnalytics.system.queues')}</h3>
        {data.queues.length === 0 ? (
          <p className="text-sm text-slate-500">{t('adminAnalytics.system.noQueues')}</p>
        ) : (
          <ScrollRegion
            label={t('adminAnalytics.system.queues')}
            className="rounded-lg border border-slate-200"
          >
            <DataTable
              caption={t('adminAnalytics.system.queues')}
              rows={data.queues}
              rowKey={(queue) => queue.name}
              testId="system-queues"
              columns={[
                {
                  key: 'name',
                  label: t('adminAnalytics.system.queue'),
                  cell: (queue) => <code className="text-xs whitespace-nowrap">{queue.name}</code>,
                },
                {
                  key: 'queued',
                  label: t('adminAnalytics.system.queued'),
                  numeric: true,
                  cell: (q) => formatCount(q.queued),
                },
                {
                  key: 'active',
                  label: t('adminAnalytics.system.active'),
                  numeric: true,
                  cell: (q) => formatCount(q.active),
                },
                {
                  key: 'failed',
                  label: t('adminAnalytics.system.failed'),
                  numeric: true,
                  cell: (q) => (
                    <span className={q.failed > 0 ? 'font-medium text-rose-700' : undefined}>
                      {formatCount(q.failed)}
                    </span>
                  ),
                },
                {
                  key: 'completed',
                  label: t('adminAnalytics.system.completed'),
                  numeric: true,
                  cell: (q) => formatCount(q.completed),
                },
                {
                  key: 'oldest',
                  label: t('adminAnalytics.system.oldestWaiting'),
                  numeric: true,
                  cell: (q) => formatDuration(q.oldestWaitingSeconds),
                },
              ]}
            />
          </ScrollRegion>
        )}
      </div>
    </div>
  );
}

function Item({
  label,
  value,
  detail,
  tone,
  title,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'warn' | 'bad';
  title?: string;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2" title={title}>
      <dt className="truncate text-xs text-slate-500">{label}</dt>
      <dd
        className={cn(
          'truncate text-base font-semibold',
          tone === 'bad' ? 'text-rose-700' : tone === 'warn' ? 'text-amber-700' : 'text-slate-900',
        )}
      >
        {value}
      </dd>
      {detail ? <dd className="truncate text-xs text-slate-500">{detail}</dd> : null}
    </div>
  );
}
