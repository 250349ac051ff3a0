import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '../../utils/analytics-format';
import type { ChartSeries } from './chart-colours';
import { FUNNEL_ROW_HEIGHT } from './funnel-layout';

export type FunnelChartRow = { title: string } & Record<string, string | number>;

/**
 * The assessment funnel per profiler as horizontal bars (started → half answered → completed, and
 * abandoned), one group per profiler. Lazily loaded like the series chart; named by its panel.
 */
export default function FunnelChart({
  rows,
  series,
  narrow,
}: {
  rows: readonly FunnelChartRow[];
  series: readonly ChartSeries[];
  /** Phone width: shorter profiler names beside the bars. */
  narrow: boolean;
}) {
  const labelWidth = narrow ? 96 : 180;
  const shorten = (title: string) => {
    const max = narrow ? 14 : 26;
    return title.length > max ? `${title.slice(0, max - 1)}…` : title;
  };
  return (
    <ResponsiveContainer
      width="100%"
      height="100%"
      minWidth={0}
      initialDimension={{ width: 640, height: rows.length * FUNNEL_ROW_HEIGHT }}
    >
      <BarChart
        accessibilityLayer={false}
        data={rows.map((row) => ({ ...row }))}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
        barCategoryGap="16%"
        barGap={1}
      >
        <CartesianGrid horizontal={false} stroke="#e2e8f0" />
        <XAxis
          type="number"
          allowDecimals={false}
          tickLine={false}
          axisLine={false}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickFormatter={(value: number) => formatCount(value)}
        />
        <YAxis
          type="category"
          dataKey="title"
          width={labelWidth}
          tickLine={false}
          axisLine={{ stroke: '#e2e8f0' }}
          tick={{ fontSize: 12, fill: '#334155' }}
          tickFormatter={shorten}
        />
        <Tooltip
          cursor={{ fill: '#f1f5f9' }}
          contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
          formatter={(value, name) => [formatCount(Number(value)), name]}
        />
        {series.map(({ key, label, colour }) => (
          <Bar
            key={key}
            dataKey={key}
            name={label}
            fill={colour}
            maxBarSize={10}
            radius={[0, 2, 2, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
