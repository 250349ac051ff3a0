import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One bar: its band, its label and colour (given by the tab, so this lazy module imports nothing of the console). */
export type DistributionPoint = {
  band: 'good' | 'fair' | 'poor';
  label: string;
  count: number;
  colour: string;
};

/**
 * Articles per score band (Recharts). Its own module, loaded lazily by the insights tab, so the chart
 * library stays out of every bundle until it is drawn. Hidden from screen readers: the tab lists the
 * same figures as text.
 */
export default function SeoDistributionChart({ points }: { points: DistributionPoint[] }) {
  return (
    <div className="h-48 w-full" aria-hidden data-testid="seo-distribution-chart">
      <ResponsiveContainer
        width="100%"
        height="100%"
        minWidth={0}
        initialDimension={{ width: 480, height: 192 }}
      >
        <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: '#e2e8f0' }}
            tick={{ fontSize: 12, fill: '#64748b' }}
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
            formatter={(value) => [Number(value).toLocaleString(), '']}
          />
          <Bar dataKey="count" maxBarSize={64} radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {points.map((point) => (
              <Cell key={point.band} fill={point.colour} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
