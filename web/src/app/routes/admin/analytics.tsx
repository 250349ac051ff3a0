import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The screen is a chunk of its own behind this route: the entry's route table then lists only this
// small module's imports (each chunk name there costs the people's entry bytes), not the screen's
// forty. Nothing here may import a module the entry shares, or the bundler splits it out of the entry.
const AnalyticsScreen = lazy(() => import('@/features/analytics/components/console/analytics-screen'));

/** /admin/analytics: the operator's figures over the chosen range (see AnalyticsScreen). */
export function AdminAnalyticsRoute() {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-16 text-center text-sm text-slate-500">
          {t('common.loading')}
        </p>
      }
    >
      <AnalyticsScreen />
    </Suspense>
  );
}
