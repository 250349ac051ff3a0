import type { AnalyticsTimeRange, DashboardResponse, Kpi } from '@pathwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Stat, StatList } from '@/components/ui/stat';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { formatCount, formatMinor, formatShare } from '../../utils/analytics-format';
import { kpiChange } from '../../utils/kpi-change';

type KpiCard = {
  key: string;
  label: string;
  value: string;
  kpi: Kpi | null;
  kind: 'count' | 'rate';
  /** How the previous period's figure reads ("40", "38%", "₹1,200"). */
  formatPrevious: (value: number) => string;
  extra?: ReactNode;
};

/**
 * The range's headline figures, each with its change against the period of the same length just
 * before: an arrow and a percentage (percentage points for rates), "New" when there was nothing
 * before, spelled out for screen readers.
 */
export function KpiCards({
  query,
  range,
}: {
  query: UseQueryResult<DashboardResponse>;
  range: AnalyticsTimeRange;
}) {
  const { t } = useTranslation();
  const data = query.data;

  if (query.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
        role="status"
        aria-busy
        aria-label={t('common.loading')}
      >
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Card key={key} className="space-y-3 p-4">
            <Skeleton className="h-3.5 w-24" />
            <Skeleton className="h-7 w-16" />
            <Skeleton className="h-3 w-20" />
          </Card>
        ))}
      </div>
    );
  }
  if (!data) {
    return (
      <LoadError
        title={t('adminAnalytics.kpis.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      >
        {getErrorMessage(query.error, t('adminAnalytics.panel.loadFailedHint'))}
      </LoadError>
    );
  }

  const { kpis, revenue } = data;
  const [mainCurrency, ...otherCurrencies] = revenue;
  const cards: KpiCard[] = [
    {
      key: 'signUps',
      label: t('adminAnalytics.kpis.signUps'),
      value: formatCount(kpis.signUps.current),
      kpi: kpis.signUps,
      kind: 'count',
      formatPrevious: formatCount,
    },
    {
      key: 'verifiedSignUps',
      label: t('adminAnalytics.kpis.verifiedSignUps'),
      value: formatCount(kpis.verifiedSignUps.current),
      kpi: kpis.verifiedSignUps,
      kind: 'count',
      formatPrevious: formatCount,
    },
    {
      key: 'attemptsStarted',
      label: t('adminAnalytics.kpis.attemptsStarted'),
      value: formatCount(kpis.attemptsStarted.current),
      kpi: kpis.attemptsStarted,
      kind: 'count',
      formatPrevious: formatCount,
    },
    {
      key: 'attemptsCompleted',
      label: t('adminAnalytics.kpis.attemptsCompleted'),
      value: formatCount(kpis.attemptsCompleted.current),
      kpi: kpis.attemptsCompleted,
      kind: 'count',
      formatPrevious: formatCount,
    },
    {
      key: 'completionRate',
      label: t('adminAnalytics.kpis.completionRate'),
      value: formatShare(kpis.completionRate.current),
      kpi: kpis.completionRate,
      kind: 'rate',
      formatPrevious: (value) => formatShare(value),
    },
    mainCurrency
      ? {
          key: 'revenue',
          label: t('adminAnalytics.kpis.revenue'),
          value: formatMinor(mainCurrency.revenueMinor.current, mainCurrency.currency),
          kpi: mainCurrency.revenueMinor,
          kind: 'count',
          formatPrevious: (value) => formatMinor(value, mainCurrency.currency),
          extra: otherCurrencies.length ? (
            <span className="block truncate text-xs text-slate-500">
              {t('adminAnalytics.kpis.otherCurrencies', {
                amounts: otherCurrencies
                  .map((entry) => formatMinor(entry.revenueMinor.current, entry.currency))
                  .join(' · '),
              })}
            </span>
          ) : null,
        }
      : {
          key: 'revenue',
          label: t('adminAnalytics.kpis.revenue'),
          value: '—',
          kpi: null,
          kind: 'count',
          formatPrevious: formatCount,
          extra: <span className="block text-xs text-slate-500">{t('adminAnalytics.kpis.noPayments')}</span>,
        },
  ];

  return (
    <StatList
      className={cn(
        'grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6',
        query.isPlaceholderData && 'opacity-60 transition-opacity',
      )}
      aria-busy={query.isPlaceholderData || undefined}
      data-testid="kpi-cards"
    >
      {cards.map((card) => (
        <Stat
          key={card.key}
          className="p-4"
          data-testid={`kpi-${card.key}`}
          label={card.label}
          labelClassName="text-sm text-slate-500"
          valueClassName="mt-1"
          detail={
            <>
              {card.kpi ? (
                <ChangeLine
                  kpi={card.kpi}
                  kind={card.kind}
                  range={range}
                  formatPrevious={card.formatPrevious}
                />
              ) : null}
              {card.extra}
            </>
          }
          detailClassName="mt-1 space-y-0.5"
        >
          <span className="block truncate text-2xl font-semibold text-slate-900 tabular-nums">
            {card.value}
          </span>
        </Stat>
      ))}
    </StatList>
  );
}

function ChangeLine({
  kpi,
  kind,
  range,
  formatPrevious,
}: {
  kpi: Kpi;
  kind: 'count' | 'rate';
  range: AnalyticsTimeRange;
  formatPrevious: (value: number) => string;
}) {
  const { t } = useTranslation();
  const change = kpiChange(kpi, kind);
  const previous = formatPrevious(kpi.previous);
  const period = t(`adminAnalytics.previousPeriod.${range}`);

  if (change.direction === 'new') {
    return (
      <span className="flex items-center gap-1.5 text-xs" data-testid="kpi-change">
        <span className="rounded-full bg-brand-50 px-1.5 py-0.5 font-medium text-brand-700 ring-1 ring-brand-200 ring-inset">
          {t('adminAnalytics.kpis.new')}
        </span>
        <span className="sr-only">{t('adminAnalytics.kpis.newSpoken', { period })}</span>
        <span className="text-slate-500" aria-hidden>
          {t('adminAnalytics.kpis.versus', { previous })}
        </span>
      </span>
    );
  }
  const amount =
    change.direction === 'flat'
      ? ''
      : kind === 'rate'
        ? t('adminAnalytics.kpis.points', { value: (change.amount * 100).toFixed(1).replace(/\.0$/, '') })
        : formatShare(change.amount, change.amount < 0.1 ? 1 : 0);
  const Icon =
    change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 text-xs" data-testid="kpi-change">
      <span
        className={cn(
          'inline-flex items-center gap-0.5 font-medium',
          change.direction === 'up' && 'text-emerald-700',
          change.direction === 'down' && 'text-rose-700',
          change.direction === 'flat' && 'text-slate-500',
        )}
        aria-hidden
      >
        <Icon className="size-3.5" />
        {change.direction === 'flat' ? t('adminAnalytics.kpis.noChange') : amount}
      </span>
      <span className="text-slate-500" aria-hidden>
        {t('adminAnalytics.kpis.versus', { previous })}
      </span>
      <span className="sr-only">
        {t(`adminAnalytics.kpis.spoken.${change.direction}`, { amount, previous, period })}
      </span>
    </span>
  );
}
