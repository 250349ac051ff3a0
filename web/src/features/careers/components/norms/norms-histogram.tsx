import type { NormBucket } from '@pathwise/contract';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Tailwind's brand-500, as Recharts takes colours, not classes. */
const BAR_COLOUR = '#0e8ee6';

/**
 * One trait's histogram (Recharts). Its own module, loaded lazily by the distributions card, so the
 * chart library stays out of every bundle until an administrator opens a profiler's results. Hidden
 * from screen readers: the card gives them a summary and a table of the same figures.
 */
export default function NormsHistogram({
  buckets,
  rangeLabel,
  peopleLabel,
}: {
  buckets: NormBucket[];
  rangeLabel: (bucket: NormBucket) => string;
  peopleLabel: string;
}) {
  const data = buckets.map((bucket) => ({ label: rangeLabel(bucket), count: bucket.count }));
  return (
    <div className="h-44 w-full" aria-hidden data-testid="norms-histogram">
      <ResponsiveContainer
        width="100%"
        height="100%"
        minWidth={0}
        initialDimension={{ width: 560, height: 176 }}
      >
        <BarChart
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          barCategoryGap="12%"
        >
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={{ stroke: '#e2e8f0' }}
            tick={{ fontSize: 11, fill: '#64748b' }}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            width={48}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 11, fill: '#64748b' }}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
            formatter={(value) => [Number(value).toLocaleString(), peopleLabel]}
          />
          <Bar dataKey="count" fill={BAR_COLOUR} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
