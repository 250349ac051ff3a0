import type { AnalyticsBucket } from '@pathwise/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  type DotItemDotProps,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatBucket, formatShortDay } from '../../utils/analytics-format';
import type { ChartRow, ChartSeries } from './chart-colours';

export type SeriesChartProps = {
  kind: 'line' | 'bar';
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  bucket: AnalyticsBucket;
  /** A value in the tooltip and on the value axis ("1,204", "42%", "₹4,999"). */
  formatValue: (value: number) => string;
  /** Bars on top of each other (revenue and refunds) rather than side by side. */
  stacked?: boolean;
  /** A value axis from 0 to 1 (rates). */
  unitInterval?: boolean;
};

const AXIS_TICK = { fontSize: 12, fill: '#64748b' };

/**
 * A series over the range's days (or weeks), as lines or bars. Its own module, loaded lazily, so the
 * chart library arrives after the screen's figures. Recharts' keyboard layer is off: the panel around
 * it names the chart (role img with a summary) and offers the same data as a table.
 */
export default function SeriesChart({
  kind,
  rows,
  series,
  bucket,
  formatValue,
  stacked = false,
  unitInterval = false,
}: SeriesChartProps) {
  const data = rows.map((row) => ({ ...row }));
  const common = {
    accessibilityLayer: false,
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  } as const;
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke="#e2e8f0" />
      <XAxis
        dataKey="date"
        tickFormatter={formatShortDay}
        tickLine={false}
        axisLine={{ stroke: '#e2e8f0' }}
        tick={AXIS_TICK}
        interval="preserveStartEnd"
        minTickGap={28}
      />
      <YAxis
        width={unitInterval ? 44 : 64}
        tickLine={false}
        axisLine={false}
        tick={AXIS_TICK}
        allowDecimals={unitInterval}
        domain={unitInterval ? [0, 1] : [0, 'auto']}
        tickFormatter={(value: number) => formatValue(value)}
      />
      <Tooltip
        cursor={kind === 'bar' ? { fill: '#f1f5f9' } : { stroke: '#cbd5e1' }}
        contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
        formatter={(value, name) => [value === null ? '—' : formatValue(Number(value)), name]}
        labelFormatter={(label) => (typeof label === 'string' ? formatBucket(label, bucket) : '')}
      />
    </>
  );

  return (
    <ResponsiveContainer
      width="100%"
      height="100%"
      minWidth={0}
      initialDimension={{ width: 640, height: 240 }}
    >
      {kind === 'line' ? (
        <LineChart {...common}>
          {axes}
          {series.map(({ key, label, colour }) => (
            <Line
              key={key}
              dataKey={key}
              name={label}
              stroke={colour}
              strokeWidth={2}
              type="monotone"
              dot={(props: DotItemDotProps) => {
                // Every point up to a month of days; over more, only points with no neighbour,
                // which a line cannot draw (a year whose only attempts fell in one week).
                const value = (index: number) => rows[index]?.[key];
                const isolated = value(props.index - 1) == null && value(props.index + 1) == null;
                const shown = props.value != null && (rows.length <= 31 || isolated);
                return shown ? (
                  <circle key={props.index} cx={props.cx} cy={props.cy} r={2.5} fill={colour} />
                ) : (
                  <g key={props.index} />
                );
              }}
              activeDot={{ r: 4 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common} barCategoryGap="18%" barGap={1}>
          {axes}
          {series.map(({ key, label, colour }, index) => (
            <Bar
              key={key}
              dataKey={key}
              name={label}
              fill={colour}
              stackId={stacked ? 'stack' : undefined}
              maxBarSize={stacked ? 28 : 14}
              radius={!stacked || index === series.length - 1 ? [2, 2, 0, 0] : 0}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
