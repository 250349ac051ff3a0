import type { ReferralAnalytics } from '@pathwise/contract';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '@/lib/format';
import { DAILY_SERIES, type DailySeries, dayDate, SERIES_COLOURS, UTC_DAY } from './daily-series';

/**
 * Referrals per day (Recharts): one line per funnel step. Its own module, loaded lazily by the
 * analytics section, so the chart library stays out of every bundle until the page draws it. Hidden
 * from screen readers (and its keyboard layer off): the section gives them a summary and a table.
 */
export default function ReferralsDailyChart({
  daily,
  labels,
}: {
  daily: ReferralAnalytics['daily'];
  labels: Record<DailySeries, string>;
}) {
  const data = daily.map((day) => ({ ...day, label: formatDate(dayDate(day.day), UTC_DAY) }));
  return (
    <div className="h-56 w-full" aria-hidden data-testid="referrals-daily-chart">
      <ResponsiveContainer
        width="100%"
        height="100%"
        minWidth={0}
        initialDimension={{ width: 640, height: 224 }}
      >
        <LineChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: '#e2e8f0' }}
            tick={{ fontSize: 12, fill: '#64748b' }}
            interval="preserveStartEnd"
            minTickGap={28}
          />
          <YAxis
            width={40}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            allowDecimals={false}
          />
          <Tooltip
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
            formatter={(value, name) => [Number(value).toLocaleString(), name]}
          />
          {DAILY_SERIES.map((series) => (
            <Line
              key={series}
              type="monotone"
              dataKey={series}
              name={labels[series]}
              stroke={SERIES_COLOURS[series]}
              strokeWidth={2}
              dot={false}
              activeDot={{ r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
