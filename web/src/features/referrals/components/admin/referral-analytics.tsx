import { formatPrice, type ReferralAnalytics } from '@pathwise/contract';
import { ChartLine } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { REFERRAL_ANALYTICS_PERIODS, useReferralAnalytics } from '../../api/admin-get-analytics';
import {
  chartPoints,
  DAILY_SERIES,
  dayDate,
  MAX_DAILY_POINTS,
  MAX_DAILY_POINTS_NARROW,
  SERIES_COLOURS,
  UTC_DAY,
} from './daily-series';
import { formatCount, formatRate } from './referral-format';
import { useAtLeastSmallScreen } from './use-wide-screen';

const ReferralsDailyChart = lazy(() => import('./referrals-daily-chart'));

type ReferralAnalyticsSectionProps = {
  period: number;
  onPeriodChange: (period: number) => void;
  /** Opens the referrals list on one referrer (a top referrer's e-mail). */
  onOpenReferrer: (email: string) => void;
};

/** Whether the period holds nothing at all to show. */
function isEmpty(analytics: ReferralAnalytics): boolean {
  const { funnel, revenue, rewards, topReferrers } = analytics;
  return (
    funnel.invited === 0 &&
    revenue.length === 0 &&
    rewards.issued + rewards.pending + rewards.cancelled === 0 &&
    rewards.cost.length === 0 &&
    topReferrers.length === 0
  );
}

/**
 * The programme's figures over the last 7, 30, 90 or 365 days: the invited → joined → purchased
 * funnel with its conversion rates, what referred people paid and what the rewards cost (per
 * currency), the rewards issued, waiting and cancelled, referrals per day and the top referrers.
 */
export function ReferralAnalyticsSection({
  period,
  onPeriodChange,
  onOpenReferrer,
}: ReferralAnalyticsSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const analytics = useReferralAnalytics(period);

  let body: ReactNode;
  if (analytics.isPending) {
    body = (
      <div className="space-y-6" role="status" aria-busy aria-label={t('adminReferrals.analytics.loading')}>
        <div className="grid gap-3 md:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <Card key={card} className="space-y-3 p-5">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-7 w-16" />
              <Skeleton className="h-2 w-full" />
            </Card>
          ))}
        </div>
        <Card className="p-5">
          <Skeleton className="h-56 w-full" />
        </Card>
      </div>
    );
  } else if (analytics.isError && !analytics.data) {
    body = (
      <LoadError
        title={t('adminReferrals.analytics.loadFailed')}
        onRetry={() => analytics.refetch()}
        retrying={analytics.isRefetching}
      >
        {getErrorMessage(analytics.error, t('adminReferrals.common.loadFailedHint'))}
      </LoadError>
    );
  } else if (isEmpty(analytics.data)) {
    body = (
      <Card data-testid="referral-analytics-empty">
        <EmptyState
          icon={ChartLine}
          title={t('adminReferrals.analytics.emptyTitle', { count: analytics.data.period })}
          description={t('adminReferrals.analytics.emptyDescription')}
        />
      </Card>
    );
  } else {
    const data = analytics.data;
    body = (
      <div
        className={cn('space-y-6', analytics.isPlaceholderData && 'opacity-70 transition-opacity')}
        aria-busy={analytics.isPlaceholderData || undefined}
      >
        <Funnel data={data} />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <MoneyCard
            title={t('adminReferrals.analytics.revenue')}
            hint={t('adminReferrals.analytics.revenueHint')}
            amounts={data.revenue}
            testId="referral-revenue"
          />
          <MoneyCard
            title={t('adminReferrals.analytics.cost')}
            hint={t('adminReferrals.analytics.costHint')}
            amounts={data.rewards.cost}
            testId="referral-cost"
          />
          <Rewards data={data} />
        </div>
        <DailyCard data={data} />
        <TopReferrers data={data} onOpenReferrer={onOpenReferrer} />
      </div>
    );
  }

  return (
    <section aria-labelledby={titleId} className="space-y-4" data-testid="referral-analytics">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('adminReferrals.analytics.title')}
          </h2>
          <p className="text-sm text-slate-500">
            {t('adminReferrals.analytics.description', { count: period })}
          </p>
        </div>
        <fieldset className="inline-flex self-start rounded-xl bg-slate-100 p-1 sm:self-auto">
          <legend className="sr-only">{t('adminReferrals.analytics.periodLabel')}</legend>
          {REFERRAL_ANALYTICS_PERIODS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={period === days}
              onClick={() => onPeriodChange(days)}
              className={cn(
                'h-8 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                period === days && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {t(`adminReferrals.analytics.periods.d${days}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {body}
    </section>
  );
}

function Funnel({ data }: { data: ReferralAnalytics }) {
  const { t } = useTranslation();
  const { invited, joined, purchased } = data.funnel;
  const share = (value: number) => (invited > 0 ? Math.max((value / invited) * 100, value > 0 ? 2 : 0) : 0);
  const steps = [
    { key: 'invited', value: invited, rate: null as string | null },
    {
      key: 'joined',
      value: joined,
      rate: t('adminReferrals.analytics.funnel.joinRate', { rate: formatRate(data.conversion.joinRate) }),
    },
    {
      key: 'purchased',
      value: purchased,
      rate: t('adminReferrals.analytics.funnel.purchaseRate', {
        rate: formatRate(data.conversion.purchaseRate),
      }),
    },
  ] as const;
  return (
    <Card data-testid="referral-funnel">
      <CardHeader>
        <CardTitle>{t('adminReferrals.analytics.funnel.title')}</CardTitle>
        <CardDescription>{t('adminReferrals.analytics.funnel.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 md:grid-cols-3 md:gap-6">
          {steps.map((step, index) => (
            <li key={step.key} className="min-w-0" data-testid={`funnel-${step.key}`}>
              <div className="flex items-baseline justify-between gap-2">
                <p className="text-sm font-medium text-slate-600">
                  <span className="mr-1.5 text-slate-400" aria-hidden>
                    {index + 1}.
                  </span>
                  {t(`adminReferrals.analytics.funnel.${step.key}`)}
                </p>
                {step.rate ? (
                  <p className="text-xs font-medium whitespace-nowrap text-brand-700">{step.rate}</p>
                ) : null}
              </div>
              <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
                {formatCount(step.value)}
              </p>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                <div
                  className="h-full rounded-full"
                  style={{
                    width: `${share(step.value)}%`,
                    backgroundColor: SERIES_COLOURS[step.key],
                  }}
                />
              </div>
              <p className="mt-1.5 text-xs text-slate-500">
                {t(`adminReferrals.analytics.funnel.${step.key}Hint`)}
              </p>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function MoneyCard({
  title,
  hint,
  amounts,
  testId,
}: {
  title: string;
  hint: string;
  amounts: ReferralAnalytics['revenue'];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card className="min-w-0 p-4 sm:p-5" data-testid={testId}>
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      {amounts.length === 0 ? (
        <p className="mt-1 text-xl font-semibold tracking-tight text-slate-400 sm:text-2xl">
          {t('adminReferrals.analytics.none')}
        </p>
      ) : (
        <ul className="mt-1 space-y-0.5">
          {amounts.map((entry) => (
            <li
              key={entry.currency}
              className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums"
            >
              {formatPrice(entry.amount, entry.currency)}
              {amounts.length > 1 ? (
                <span className="ml-1.5 text-xs font-medium text-slate-500">{entry.currency}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1.5 text-xs text-slate-500">{hint}</p>
    </Card>
  );
}

function Rewards({ data }: { data: ReferralAnalytics }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'issued', value: data.rewards.issued, tone: 'text-emerald-700' },
    { key: 'pending', value: data.rewards.pending, tone: 'text-amber-700' },
    { key: 'cancelled', value: data.rewards.cancelled, tone: 'text-slate-700' },
  ] as const;
  return (
    <Card className="col-span-2 p-5 md:col-span-1" data-testid="referral-rewards">
      <h3 className="text-sm font-medium text-slate-600">{t('adminReferrals.analytics.rewards.title')}</h3>
      <dl className="mt-1 grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.key} className="flex min-w-0 flex-col">
            <dt className="order-last text-xs text-slate-500">
              {t(`adminReferrals.analytics.rewards.${figure.key}`)}
            </dt>
            <dd className={cn('text-2xl font-semibold tracking-tight tabular-nums', figure.tone)}>
              {formatCount(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1.5 text-xs text-slate-500">{t('adminReferrals.analytics.rewards.hint')}</p>
    </Card>
  );
}

function DailyCard({ data }: { data: ReferralAnalytics }) {
  const { t } = useTranslation();
  const labels = {
    invited: t('adminReferrals.analytics.funnel.invited'),
    joined: t('adminReferrals.analytics.funnel.joined'),
    purchased: t('adminReferrals.analytics.funnel.purchased'),
  };
  const notPhone = useAtLeastSmallScreen();
  const { unit, points } = chartPoints(data.daily, notPhone ? MAX_DAILY_POINTS : MAX_DAILY_POINTS_NARROW);
  const pointLabel = (day: string) =>
    unit === 'week'
      ? t('adminReferrals.analytics.daily.weekOf', { date: formatDate(dayDate(day), UTC_DAY) })
      : formatDate(dayDate(day), UTC_DAY);
  const active = points.filter((point) => point.invited + point.joined + point.purchased > 0);
  const busiest = data.daily.reduce<ReferralAnalytics['daily'][number] | null>(
    (top, day) => (!top || day.invited > top.invited ? day : top),
    null,
  );
  const totals = data.daily.reduce(
    (sum, day) => ({
      invited: sum.invited + day.invited,
      joined: sum.joined + day.joined,
      purchased: sum.purchased + day.purchased,
    }),
    { invited: 0, joined: 0, purchased: 0 },
  );
  const first = data.daily[0];
  const last = data.daily.at(-1);
  return (
    <Card data-testid="referral-daily">
      <CardHeader>
        <CardTitle>
          {unit === 'week'
            ? t('adminReferrals.analytics.daily.titleWeekly')
            : t('adminReferrals.analytics.daily.title')}
        </CardTitle>
        {first && last ? (
          <CardDescription>
            {t('adminReferrals.analytics.daily.range', {
              from: formatDate(dayDate(first.day), UTC_DAY),
              to: formatDate(dayDate(last.day), UTC_DAY),
            })}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        <figure className="m-0">
          <p className="sr-only" data-testid="referral-daily-summary">
            {t('adminReferrals.analytics.daily.summary', {
              days: data.daily.length,
              invited: formatCount(totals.invited),
              joined: formatCount(totals.joined),
              purchased: formatCount(totals.purchased),
            })}{' '}
            {busiest && busiest.invited > 0
              ? t('adminReferrals.analytics.daily.busiest', {
                  day: formatDate(dayDate(busiest.day), UTC_DAY),
                  count: busiest.invited,
                })
              : ''}
          </p>
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <ReferralsDailyChart points={points} labels={labels} pointLabel={pointLabel} />
          </Suspense>
          <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden>
            {DAILY_SERIES.map((series) => (
              <span key={series} className="inline-flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm" style={{ backgroundColor: SERIES_COLOURS[series] }} />
                {labels[series]}
              </span>
            ))}
          </figcaption>
          {/* In a wrapper: a table ignores sr-only's 1px width and would widen a phone's page. */}
          <div className="sr-only">
            <table data-testid="referral-daily-table">
              <caption>
                {unit === 'week'
                  ? t('adminReferrals.analytics.daily.tableCaptionWeekly')
                  : t('adminReferrals.analytics.daily.tableCaption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    {unit === 'week'
                      ? t('adminReferrals.analytics.daily.week')
                      : t('adminReferrals.analytics.daily.day')}
                  </th>
                  <th scope="col">{labels.invited}</th>
                  <th scope="col">{labels.joined}</th>
                  <th scope="col">{labels.purchased}</th>
                </tr>
              </thead>
              <tbody>
                {active.map((point) => (
                  <tr key={point.day}>
                    <th scope="row">{pointLabel(point.day)}</th>
                    <td>{point.invited}</td>
                    <td>{point.joined}</td>
                    <td>{point.purchased}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}

function TopReferrers({
  data,
  onOpenReferrer,
}: {
  data: ReferralAnalytics;
  onOpenReferrer: (email: string) => void;
}) {
  const { t } = useTranslation();
  const notPhone = useAtLeastSmallScreen();
  return (
    <Card data-testid="top-referrers">
      <CardHeader>
        <CardTitle>{t('adminReferrals.analytics.top.title')}</CardTitle>
        <CardDescription>{t('adminReferrals.analytics.top.description')}</CardDescription>
      </CardHeader>
      {data.topReferrers.length === 0 ? (
        <CardContent>
          <p className="text-sm text-slate-500">{t('adminReferrals.analytics.top.empty')}</p>
        </CardContent>
      ) : !notPhone ? (
        <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
          {data.topReferrers.map((referrer) => (
            <li key={referrer.id} className="px-5 py-3" data-testid={`top-referrer-${referrer.id}`}>
              <button
                type="button"
                className="block max-w-full truncate rounded text-left font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                aria-label={t('adminReferrals.analytics.top.open', { name: referrer.name })}
                onClick={() => onOpenReferrer(referrer.email)}
              >
                {referrer.name || referrer.email}
              </button>
              <p className="truncate text-xs text-slate-500">{referrer.email}</p>
              <p className="mt-1 text-sm text-slate-700 tabular-nums">
                {t('adminReferrals.analytics.top.line', {
                  invited: formatCount(referrer.invited),
                  purchased: formatCount(referrer.purchased),
                  rewarded: formatCount(referrer.rewarded),
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-3 border-t border-slate-100">
          <table className="w-full table-fixed text-left text-sm">
            <caption className="sr-only">{t('adminReferrals.analytics.top.caption')}</caption>
            <thead className="bg-slate-50/70 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2.5 pr-2 pl-5 font-medium sm:pl-6">
                  {t('adminReferrals.analytics.top.referrer')}
                </th>
                <th scope="col" className="w-16 px-2 py-2.5 text-right font-medium sm:w-28">
                  {t('adminReferrals.analytics.funnel.invited')}
                </th>
                <th scope="col" className="w-20 px-2 py-2.5 text-right font-medium sm:w-28">
                  {t('adminReferrals.analytics.funnel.purchased')}
                </th>
                <th scope="col" className="w-20 py-2.5 pr-5 pl-2 text-right font-medium sm:w-28 sm:pr-6">
                  {t('adminReferrals.analytics.top.rewarded')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.topReferrers.map((referrer) => (
                <tr key={referrer.id} data-testid={`top-referrer-${referrer.id}`}>
                  <td className="py-2.5 pr-2 pl-5 sm:pl-6">
                    <button
                      type="button"
                      className="block max-w-full truncate rounded text-left font-medium text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                      title={t('adminReferrals.analytics.top.open', { name: referrer.name })}
                      aria-label={t('adminReferrals.analytics.top.open', { name: referrer.name })}
                      onClick={() => onOpenReferrer(referrer.email)}
                    >
                      {referrer.name || referrer.email}
                    </button>
                    <span className="block truncate text-xs text-slate-500">{referrer.email}</span>
                  </td>
                  <td className="px-2 py-2.5 text-right tabular-nums">{formatCount(referrer.invited)}</td>
                  <td className="px-2 py-2.5 text-right tabular-nums">{formatCount(referrer.purchased)}</td>
                  <td className="py-2.5 pr-5 pl-2 text-right tabular-nums sm:pr-6">
                    {formatCount(referrer.rewarded)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
