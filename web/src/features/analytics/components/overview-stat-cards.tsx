import { CircleCheckBig, FlaskConical, type LucideIcon, MousePointerClick, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Stat, StatList } from '@/components/ui/stat';
import type { OverviewFigures } from '../utils/overview-fallback';
import { DashboardTrend, type Trend } from './dashboard-trend';

/** The cards that have a series: users ← sign-ups, attempts ← started, completed ← completed. */
export type OverviewTrends = Partial<Record<'users' | 'attempts' | 'completed', Trend>>;

type OverviewStatCardsProps = {
  /** undefined while loading; a null figure is unknown. */
  figures: OverviewFigures | undefined;
  /** The last 30 days of the cards that have a series; none while loading or when analytics failed. */
  trends?: OverviewTrends;
};

type StatCard = {
  key: 'assessments' | keyof OverviewTrends;
  label: string;
  value: number | null;
  detail?: string;
  icon: LucideIcon;
};

/**
 * The four dashboard figures: profilers (with active ones), users, attempts and completed attempts,
 * each with a sparkline of its last 30 days where the analytics series has one.
 */
export function OverviewStatCards({ figures, trends = {} }: OverviewStatCardsProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);

  if (!figures) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
        role="status"
        aria-busy
        aria-label={t('common.loading')}
      >
        {[0, 1, 2, 3].map((key) => (
          <Card key={key} className="space-y-3 p-4 sm:p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-7 w-16" />
          </Card>
        ))}
      </div>
    );
  }

  const cards: StatCard[] = [
    {
      key: 'assessments',
      label: t('dashboard.stats.totalAssessments'),
      value: figures.totalAssessments,
      detail:
        figures.activeAssessments === null
          ? undefined
          : t('dashboard.stats.activeCount', { count: figures.activeAssessments }),
      icon: FlaskConical,
    },
    { key: 'users', label: t('dashboard.stats.users'), value: figures.totalUsers, icon: Users },
    {
      key: 'attempts',
      label: t('dashboard.stats.totalAttempts'),
      value: figures.totalTestAttempts,
      icon: MousePointerClick,
    },
    {
      key: 'completed',
      label: t('dashboard.stats.completedAttempts'),
      value: figures.completedAttempts,
      icon: CircleCheckBig,
    },
  ];

  return (
    <StatList className="grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, label, value, detail, icon: Icon }) => {
        const trend = key === 'assessments' ? undefined : trends[key];
        return (
          <Stat
            key={key}
            className="p-4 sm:p-5"
            data-testid={`stat-${key}`}
            label={label}
            labelClassName="min-h-8 pr-10 text-sm text-slate-500"
            icon={
              <span className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:top-5 sm:right-5">
                <Icon className="size-4" aria-hidden />
              </span>
            }
            valueClassName="mt-1"
          >
            <span className="block text-2xl font-semibold text-slate-900 tabular-nums">
              {value === null ? (
                <>
                  <span aria-hidden>—</span>
                  <span className="sr-only">{t('dashboard.stats.unknown')}</span>
                </>
              ) : (
                number(value)
              )}
            </span>
            {detail ? <span className="mt-0.5 block text-xs text-slate-500">{detail}</span> : null}
            {trend ? <DashboardTrend label={label} trend={trend} /> : null}
          </Stat>
        );
      })}
    </StatList>
  );
}
