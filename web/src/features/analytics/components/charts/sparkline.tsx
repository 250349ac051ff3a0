import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts';

/**
 * A 30-day trend under a dashboard figure: one line, no axes, no tooltip. The card names the trend
 * in words (role img); this is only its drawing, loaded lazily with the chart library.
 */
export default function Sparkline({ values, colour }: { values: readonly number[]; colour: string }) {
  const data = values.map((value, index) => ({ index, value }));
  return (
    <ResponsiveContainer
      width="100%"
      height="100%"
      minWidth={0}
      initialDimension={{ width: 160, height: 32 }}
    >
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 2, right: 2, bottom: 2, left: 2 }}>
        <YAxis hide domain={[0, 'dataMax']} />
        <Line
          dataKey="value"
          type="monotone"
          stroke={colour}
          strokeWidth={1.75}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
