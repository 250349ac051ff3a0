import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../utils/analytics-format';

const Sparkline = lazy(() => import('./charts/sparkline'));

/** A stat card's 30-day trend: the drawing for the eye, one sentence for screen readers. */
export type Trend = { values: readonly number[]; colour: string };

export function DashboardTrend({ label, trend }: { label: string; trend: Trend }) {
  const { t } = useTranslation();
  const total = trend.values.reduce((sum, value) => sum + value, 0);
  const peak = Math.max(0, ...trend.values);
  // Nothing in 30 days draws nothing: a flat line would read as a trend.
  if (total === 0) return null;
  return (
    <span
      className="mt-2 block h-8 w-full"
      role="img"
      aria-label={t('adminAnalytics.dashboard.trend', {
        label,
        total: formatCount(total),
        peak: formatCount(peak),
      })}
      data-testid="trend-sparkline"
    >
      <Suspense fallback={null}>
        <Sparkline values={trend.values} colour={trend.colour} />
      </Suspense>
    </span>
  );
}
