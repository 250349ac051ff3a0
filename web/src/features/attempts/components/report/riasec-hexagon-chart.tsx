import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts';
import type { BaseTickContentProps } from 'recharts/types/util/types';

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
      <RadarChart
        accessibilityLayer={false}
        data={points}
        outerRadius="78%"
        margin={{ top: 28, right: 44, bottom: 28, left: 44 }}
      >
        <PolarGrid stroke={GRID} />
        <PolarAngleAxis
          dataKey="label"
          tick={(props: BaseTickContentProps) => <Tick {...props} points={points} />}
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

type TickProps = Pick<BaseTickContentProps, 'x' | 'y' | 'textAnchor' | 'index'>;

/**
 * A vertex label on two lines, the letter over the type's name, so long names ("Investigative")
 * fit beside the hexagon on a phone; the top label sits above its vertex, the bottom one below.
 */
function Tick({ x, y, textAnchor, index, points }: TickProps & { points: HexagonPoint[] }) {
  const point = points[index];
  if (!point) return null;
  const top = index === 0;
  return (
    <text x={x} y={top ? Number(y) - 16 : y} textAnchor={textAnchor} fill="#334155" fontSize={11}>
      <tspan x={x} fontWeight={700} fontSize={12}>
        {point.letter}
      </tspan>
      <tspan x={x} dy={13}>
        {point.label}
      </tspan>
    </text>
  );
}
