import { type AdminPaymentsDay, type AdminPaymentsSummaryResponse, formatPrice } from '@pathwise/contract';
import { BarChart3 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';

/** Tailwind's brand-500 and rose-300, as Recharts takes colours, not classes. */
const NET_COLOUR = '#0e8ee6';
const REFUNDS_COLOUR = '#fda4af';
// Revenue days are calendar days sent as UTC midnight.
const DAY = { timeZone: 'UTC' } as const;

const dayDate = (day: string) => `${day}T00:00:00.000Z`;

/**
 * Revenue per day over the chosen range: one column per day, net (what was kept) with the day's
 * refunds stacked on top, so a column's height is the day's revenue (Recharts, with a tooltip per
 * day). Screen readers get a summary and a table of the days with payments instead.
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
    from: formatDate(dayDate(summary.range.from), DAY),
    to: formatDate(dayDate(summary.range.to), DAY),
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
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const best = days.reduce<AdminPaymentsDay | null>(
    (top, day) => (!top || day.revenue > top.revenue ? day : top),
    null,
  );
  const active = days.filter((day) => day.orders > 0 || day.refunds > 0);
  const money = (amount: number) => formatPrice(amount, currency);
  const bars = days.map((day) => ({
    date: day.date,
    label: formatDate(dayDate(day.date), DAY),
    net: Math.max(day.net, 0),
    refunds: day.refunds,
  }));

  return (
    <figure className="m-0">
      <p className="sr-only" data-testid="revenue-chart-summary">
        {t('adminPayments.chart.summary', {
          currency,
          days: days.length,
          total: money(total),
          best: best && best.revenue > 0 ? money(best.revenue) : money(0),
          bestDay: best ? formatDate(dayDate(best.date), DAY) : '—',
        })}
      </p>
      <div className="h-52 w-full" aria-hidden data-testid="revenue-chart-bars">
        <ResponsiveContainer
          width="100%"
          height="100%"
          minWidth={0}
          initialDimension={{ width: 640, height: 208 }}
        >
          <BarChart
            accessibilityLayer={false}
            data={bars}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            barCategoryGap="20%"
          >
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={{ stroke: '#e2e8f0' }}
              tick={{ fontSize: 12, fill: '#94a3b8' }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              width={72}
              tickLine={false}
              axisLine={false}
              tick={{ fontSize: 12, fill: '#94a3b8' }}
              tickFormatter={(value: number) => money(value)}
              allowDecimals={false}
            />
            <Tooltip
              cursor={{ fill: '#f1f5f9' }}
              contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
              formatter={(value, name) => [money(Number(value)), name]}
              labelFormatter={(_, payload) => {
                const date = payload?.[0]?.payload?.date as string | undefined;
                return date ? formatDate(dayDate(date), DAY) : '';
              }}
            />
            <Bar
              dataKey="net"
              name={t('adminPayments.chart.legendNet')}
              stackId="revenue"
              fill={NET_COLOUR}
              maxBarSize={32}
              isAnimationActive={false}
            />
            <Bar
              dataKey="refunds"
              name={t('adminPayments.chart.legendRefunds')}
              stackId="revenue"
              fill={REFUNDS_COLOUR}
              maxBarSize={32}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ backgroundColor: NET_COLOUR }} />
          {t('adminPayments.chart.legendNet')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ backgroundColor: REFUNDS_COLOUR }} />
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
                <th scope="row">{formatDate(dayDate(day.date), DAY)}</th>
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
