import type { DeletionStats } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { i18n } from '@/lib/i18n';
import { ADMIN_COLOUR, SELF_COLOUR } from './deletion-colours';

const dayDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * Deletions per day, self-service and by an admin stacked (Recharts, loaded lazily with this file).
 * Drawn for the eye only: the section beside it carries a table of the same figures.
 */
export default function DeletionChart({ perDay }: { perDay: DeletionStats['perDay'] }) {
  const { t } = useTranslation();
  // Short axis labels ("Nov 25"): days are UTC calendar days.
  const short = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const bars = perDay.map((day) => ({ ...day, label: short.format(dayDate(day.day)) }));
  return (
    <div className="h-52 w-full" aria-hidden data-testid="deletion-chart-bars">
      <ResponsiveContainer
        width="100%"
        height="100%"
        minWidth={0}
        initialDimension={{ width: 640, height: 208 }}
      >
        <BarChart accessibilityLayer={false} data={bars} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
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
            width={32}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 12, fill: '#94a3b8' }}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: '#f1f5f9' }}
            contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }}
          />
          <Bar
            dataKey="self"
            name={t('adminUsers.deletions.self')}
            stackId="deletions"
            fill={SELF_COLOUR}
            maxBarSize={32}
            isAnimationActive={false}
          />
          <Bar
            dataKey="admin"
            name={t('adminUsers.deletions.byAdmin')}
            stackId="deletions"
            fill={ADMIN_COLOUR}
            maxBarSize={32}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
