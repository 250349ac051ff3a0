import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '@/lib/format';
import {
  DAILY_SERIES,
  type DailySeries,
  dayDate,
  SERIES_COLOURS,
  type SeriesPoint,
  UTC_DAY,
} from './daily-series';

/**
 * Referrals per day or week (Recharts): one bar per funnel step. Its own module, loaded lazily by the
 * analytics section, so the chart library stays out of every bundle until the page draws it. Hidden
 * from screen readers (and its keyboard layer off): the section gives them a summary and a table.
 */
export default function ReferralsDailyChart({
  points,
  labels,
  pointLabel,
}: {
  points: SeriesPoint[];
  labels: Record<DailySeries, string>;
  /** The tooltip's title for a point ("March 3, 2026", "Week of March 3, 2026"). */
  pointLabel: (day: string) => string;
}) {
  const data = points.map((point) => ({ ...point, label: formatDate(dayDate(point.day), UTC_DAY) }));
  return (
    <div className="h-56 w-full" aria-hidden data-testid="referrals-daily-chart">
      <ResponsiveContainer
        width="100%"
        height="100%"
        minWidth={0}
        initialDimension={{ width: 640, height: 224 }}
      >
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          barCategoryGap="18%"
          barGap={1}
        >
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
            width={36}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#64748b' }}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
            formatter={(value, name) => [Number(value).toLocaleString(), name]}
            labelFormatter={(_, payload) => {
              const day = payload?.[0]?.payload?.day as string | undefined;
              return day ? pointLabel(day) : '';
            }}
          />
          {DAILY_SERIES.map((series) => (
            <Bar
              key={series}
              dataKey={series}
              name={labels[series]}
              fill={SERIES_COLOURS[series]}
              maxBarSize={14}
              radius={[2, 2, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
