import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';

/** Tailwind's brand-600 and slate-300, as Recharts takes colours, not classes. */
const BRAND = '#0b6bcb';
const GRID = '#cbd5e1';

export type HexagonPoint = { letter: string; label: string; score: number };

/**
 * The six interest types on Holland's hexagon (R, I, A, S, E, C clockwise from the top), each
 * reaching out to its 0–100 score. Recharts is loaded only with this file (React.lazy), so the
 * chart library stays out of the people's entry bundle. Purely visual: the card carries a table.
 */
export default function RiasecHexagonChart({ points }: { points: HexagonPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <RadarChart data={points} outerRadius="72%" margin={{ top: 8, right: 24, bottom: 8, left: 24 }}>
        <PolarGrid stroke={GRID} />
        <PolarAngleAxis
          dataKey="label"
          tick={{ fill: '#334155', fontSize: 12 }}
          tickFormatter={(label: string, index: number) => `${points[index]?.letter ?? ''} · ${label}`}
        />
        <PolarRadiusAxis domain={[0, 100]} tickCount={5} tick={false} axisLine={false} />
        <Radar
          dataKey="score"
          stroke={BRAND}
          fill={BRAND}
          fillOpacity={0.25}
          strokeWidth={2}
          dot={{ r: 3, fill: BRAND }}
          isAnimationActive={false}
        />
      </RadarChart>
    </ResponsiveContainer>
  );
}
