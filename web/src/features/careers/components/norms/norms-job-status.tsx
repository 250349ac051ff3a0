import type { NormsRun } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useNormsStatus } from '../../api/admin-get-norms';

/** The norms job as administrators see it on the dashboard: its last run, how long, what it wrote. */
export function NormsJobStatus() {
  const { t } = useTranslation();
  const query = useNormsStatus();

  return (
    <Card data-testid="norms-job-status">
      <CardHeader>
        <CardTitle>{t('norms.status.title')}</CardTitle>
        <CardDescription>
          {t('norms.status.description', { schedule: query.data?.schedule ?? '…' })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-label={t('common.loading')} className="grid gap-2 sm:grid-cols-4">
            {[0, 1, 2, 3].map((cell) => (
              <Skeleton key={cell} className="h-10 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <LoadError
            title={t('norms.status.loadFailed')}
            onRetry={() => query.refetch()}
            retrying={query.isRefetching}
          />
        ) : query.data.lastRun ? (
          <RunFigures run={query.data.lastRun} />
        ) : (
          <p className="text-sm text-slate-600">{t('norms.status.never')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function RunFigures({ run }: { run: NormsRun }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const duration =
    run.durationMs < 1000
      ? t('norms.status.milliseconds', { value: number(run.durationMs) })
      : t('norms.status.seconds', {
          value: (run.durationMs / 1000).toLocaleString(i18n.resolvedLanguage, { maximumFractionDigits: 1 }),
        });
  const figures = [
    { key: 'lastRun', label: t('norms.status.lastRun'), value: formatDateTime(run.finishedAt) },
    { key: 'duration', label: t('norms.status.duration'), value: duration },
    { key: 'rows', label: t('norms.status.rows'), value: number(run.rowsWritten) },
    { key: 'people', label: t('norms.status.people'), value: number(run.peopleCounted) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt className="text-xs text-slate-600">{figure.label}</dt>
          <dd
            className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums"
            data-testid={`norms-${figure.key}`}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
