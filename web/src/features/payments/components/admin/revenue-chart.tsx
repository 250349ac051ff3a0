import { type AdminPaymentsDay, type AdminPaymentsSummaryResponse, formatPrice } from '@pathwise/contract';
import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';

const CHART_HEIGHT = 180;
const MIN_SLOTS = 24;
const DAY_LABEL: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' };
const DAY_LONG: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

const dayDate = (day: string) => `${day}T00:00:00.000Z`;

/**
 * Revenue per day over the chosen range: one column per day, net (what was kept) with the day's
 * refunds stacked on top, so a column's height is the day's revenue. Plain SVG (no chart library
 * in the web app); screen readers get a summary and a table of the days with payments.
 */
export function RevenueChart({ summary }: { summary: AdminPaymentsSummaryResponse | undefined }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);

  if (!summary) {
    return (
      <Card>
        <CardHeader>
          <Skeleton className="h-4 w-40" />
        </CardHeader>
        <CardContent>
          <Skeleton className="h-44 w-full" />
        </CardContent>
      </Card>
    );
  }
  const series = summary.revenueByDay.find((s) => s.currency === chosen) ?? summary.revenueByDay[0];
  const range = t('adminPayments.chart.range', {
    from: formatDate(dayDate(summary.range.from), DAY_LONG),
    to: formatDate(dayDate(summary.range.to), DAY_LONG),
  });

  return (
    <Card data-testid="revenue-chart">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>{t('adminPayments.chart.title')}</CardTitle>
          <CardDescription>
            {range}
            {summary.range.truncated ? ` · ${t('adminPayments.chart.truncated')}` : ''}
          </CardDescription>
        </div>
        {summary.revenueByDay.length > 1 && series ? (
          <div className="flex items-center gap-2">
            <label htmlFor={selectId} className="text-sm font-medium text-slate-600">
              {t('adminPayments.chart.currency')}
            </label>
            <Select
              id={selectId}
              className="w-28"
              value={series.currency}
              onChange={(event) => setChosen(event.target.value)}
            >
              {summary.revenueByDay.map((s) => (
                <option key={s.currency} value={s.currency}>
                  {s.currency}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {series ? (
          <DayColumns currency={series.currency} days={series.days} />
        ) : (
          <EmptyState
            size="sm"
            icon={BarChart3}
            title={t('adminPayments.chart.emptyTitle')}
            description={t('adminPayments.chart.emptyDescription')}
          />
        )}
      </CardContent>
    </Card>
  );
}

function DayColumns({ currency, days }: { currency: string; days: AdminPaymentsDay[] }) {
  const { t } = useTranslation();
  const max = Math.max(0, ...days.map((day) => day.revenue));
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce<AdminPaymentsDay | null>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    null,
  );
  const active = days.filter((day) => day.orders > 0 || day.refunds > 0);
  const money = (amount: number) => formatPrice(amount, currency);
  // A short range keeps slim columns: at least MIN_SLOTS column widths across, the days centred in them.
  const width = Math.max(days.length, MIN_SLOTS);
  const slot = width / Math.max(days.length, 1);
  const barWidth = Math.min(slot * 0.76, 0.9 * (width / MIN_SLOTS));
  const scale = (amount: number) => (max > 0 ? (amount / max) * CHART_HEIGHT : 0);
  const middle = days[Math.floor((days.length - 1) / 2)];

  return (
    <figure className="m-0">
      <p className="sr-only" data-testid="revenue-chart-summary">
        {t('adminPayments.chart.summary', {
          currency,
          days: days.length,
          total: money(total),
          best: best && best.revenue > 0 ? money(best.revenue) : money(0),
          bestDay: best ? formatDate(dayDate(best.date), DAY_LONG) : '—',
        })}
      </p>
      <div className="flex gap-2" aria-hidden>
        <div className="flex w-16 shrink-0 flex-col justify-between text-right text-xs text-slate-400 tabular-nums">
          <span>{money(max)}</span>
          <span>{money(0)}</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
            preserveAspectRatio="none"
            className="block h-44 w-full overflow-visible border-b border-slate-200"
          >
            {days.map((day, index) => {
              const net = scale(Math.max(day.net, 0));
              const refunds = scale(day.refunds);
              return (
                <g key={day.date}>
                  <title>
                    {`${formatDate(dayDate(day.date), DAY_LONG)}: ${money(day.revenue)} (${t('adminPayments.chart.ordersShort', { count: day.orders })}${day.refunds > 0 ? `, ${t('adminPayments.chart.refundsShort', { amount: money(day.refunds) })}` : ''})`}
                  </title>
                  <rect x={index * slot} y={0} width={slot} height={CHART_HEIGHT} fill="transparent" />
                  <rect
                    x={index * slot + (slot - barWidth) / 2}
                    y={CHART_HEIGHT - net}
                    width={barWidth}
                    height={net}
                    className="fill-brand-500"
                  />
                  <rect
                    x={index * slot + (slot - barWidth) / 2}
                    y={CHART_HEIGHT - net - refunds}
                    width={barWidth}
                    height={refunds}
                    className="fill-rose-300"
                  />
                </g>
              );
            })}
          </svg>
          {days.length === 1 && days[0] ? (
            <div className="mt-1.5 text-center text-xs text-slate-400">
              {formatDate(dayDate(days[0].date), DAY_LABEL)}
            </div>
          ) : (
            <div className="mt-1.5 flex justify-between text-xs text-slate-400">
              <span>{days[0] ? formatDate(dayDate(days[0].date), DAY_LABEL) : ''}</span>
              {days.length > 2 && middle ? <span>{formatDate(dayDate(middle.date), DAY_LABEL)}</span> : null}
              <span>{formatDate(dayDate(days.at(-1)?.date ?? ''), DAY_LABEL)}</span>
            </div>
          )}
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-500" />
          {t('adminPayments.chart.legendNet')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-rose-300" />
          {t('adminPayments.chart.legendRefunds')}
        </span>
      </figcaption>
      {/* In a wrapper: a table ignores sr-only's 1px width and would widen a phone's page. */}
      <div className="sr-only">
        <table data-testid="revenue-chart-table">
          <caption>{t('adminPayments.chart.tableCaption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminPayments.chart.day')}</th>
              <th scope="col">{t('adminPayments.totals.revenue')}</th>
              <th scope="col">{t('adminPayments.totals.refunds')}</th>
              <th scope="col">{t('adminPayments.totals.net')}</th>
              <th scope="col">{t('adminPayments.chart.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {active.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDate(dayDate(day.date), DAY_LONG)}</th>
                <td>{money(day.revenue)}</td>
                <td>{money(day.refunds)}</td>
                <td>{money(day.net)}</td>
                <td>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
