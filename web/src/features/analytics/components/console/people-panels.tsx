import type { AnalyticsTimeRange, CohortRow, UsersAnalyticsResponse } from '@pathwise/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarRange, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBucket, formatCount, formatShare } from '../../utils/analytics-format';
import { kpiChange } from '../../utils/kpi-change';
import { CHART_COLOURS } from '../charts/chart-colours';
import { AnalyticsPanel } from './analytics-panel';
import { ScrollRegion } from './scroll-region';
import { SeriesPanel, type SeriesPanelDefinition } from './series-panel';

type UsersPanelProps = { query: UseQueryResult<UsersAnalyticsResponse>; range: AnalyticsTimeRange };

const ACTIVE_PEOPLE: SeriesPanelDefinition<UsersAnalyticsResponse> = {
  testId: 'chart-active',
  csvName: 'active-people',
  kind: 'line',
  title: 'adminAnalytics.people.activeTitle',
  description: 'adminAnalytics.people.activeDescription',
  series: [{ key: 'activePeople', label: 'adminAnalytics.series.activePeople', colour: CHART_COLOURS.brand }],
  // The sign-ups of the same bucket beside it, to read the active against the new.
  tableOnly: [{ key: 'signUps', label: 'adminAnalytics.series.signUps' }],
  csvOnly: ['verifiedSignUps'],
  empty: {
    icon: Users,
    title: 'adminAnalytics.people.activeEmptyTitle',
    description: 'adminAnalytics.people.activeEmptyDescription',
    when: (data) => data.series.every((point) => point.activePeople === 0),
  },
  summary: ({ activePeople }, { t, range }) =>
    t('adminAnalytics.people.activeSummary', {
      count: activePeople.current,
      total: formatCount(activePeople.current),
      previous: formatCount(activePeople.previous),
      range: t(`adminAnalytics.rangeLabel.${range}`),
      period: t(`adminAnalytics.previousPeriod.${range}`),
    }),
  lead: (data) => <PeopleFigures data={data} />,
  heightClassName: 'mt-4 h-56',
};

/** People who answered or completed something, per bucket, beside the sign-ups of the same bucket. */
export function ActivePeoplePanel(props: UsersPanelProps) {
  return <SeriesPanel definition={ACTIVE_PEOPLE} {...props} />;
}

/** Verification and screening figures above the active-people chart. */
function PeopleFigures({ data }: { data: UsersAnalyticsResponse }) {
  const { t } = useTranslation();
  const change = kpiChange(data.activePeople);
  const figures = [
    {
      key: 'active',
      value: formatCount(data.activePeople.current),
      detail:
        change.direction === 'new'
          ? t('adminAnalytics.kpis.new')
          : change.direction === 'flat'
            ? t('adminAnalytics.kpis.noChange')
            : `${change.direction === 'up' ? '+' : '−'}${formatShare(change.amount, 0)}`,
    },
    {
      key: 'verification',
      value: formatShare(data.verificationRate),
      detail: t('adminAnalytics.people.verifiedOf', {
        verified: formatCount(data.verifiedSignUps.current),
        total: formatCount(data.signUps.current),
      }),
    },
    {
      key: 'screening',
      value: formatShare(data.screening.rate),
      detail: t('adminAnalytics.people.verifiedOf', {
        verified: formatCount(data.screening.completed),
        total: formatCount(data.screening.total),
      }),
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2" data-testid="people-figures">
      {figures.map(({ key, value, detail }) => (
        <div key={key} className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
          <dt className="truncate text-xs text-slate-500">{t(`adminAnalytics.people.figures.${key}`)}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
          <dd className="truncate text-xs text-slate-500">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Retention by sign-up week: of each week's new people, the share active in that week and each week
 * after. A table (it is the accessible form already), cells shaded by the share with the figure
 * written in them, so colour is never the only carrier.
 */
export function RetentionPanel({ query }: UsersPanelProps) {
  const { t } = useTranslation();
  const data = query.data;
  const cohorts = (data?.retention ?? []).filter((row) => row.size > 0);
  const weeks = Math.max(0, ...cohorts.map((row) => row.activeShare.length));

  return (
    <AnalyticsPanel
      testId="retention"
      title={t('adminAnalytics.retention.title')}
      description={t('adminAnalytics.retention.description')}
      query={query}
      hasData={!!data}
      empty={
        data && cohorts.length === 0
          ? {
              icon: CalendarRange,
              title: t('adminAnalytics.retention.emptyTitle'),
              description: t('adminAnalytics.retention.emptyDescription'),
            }
          : null
      }
    >
      {() => (
        <ScrollRegion label={t('adminAnalytics.retention.title')}>
          <table className="w-full border-separate border-spacing-0.5 text-xs" data-testid="retention-table">
            <caption className="sr-only">{t('adminAnalytics.retention.caption')}</caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                  {t('adminAnalytics.retention.cohort')}
                </th>
                <th scope="col" className="px-2 py-1.5 text-right font-medium">
                  {t('adminAnalytics.retention.size')}
                </th>
                {weekNumbers(weeks).map((week) => (
                  <th
                    key={week}
                    scope="col"
                    className="px-2 py-1.5 text-center font-medium whitespace-nowrap"
                  >
                    {t('adminAnalytics.retention.week', { week })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cohorts.map((row) => (
                <CohortLine key={row.weekStart} row={row} weeks={weeks} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </AnalyticsPanel>
  );
}

function CohortLine({ row, weeks }: { row: CohortRow; weeks: number }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className="px-2 py-1.5 text-left font-normal whitespace-nowrap text-slate-700">
        {formatBucket(row.weekStart, 'week')}
      </th>
      <td className="px-2 py-1.5 text-right text-slate-700 tabular-nums">{formatCount(row.size)}</td>
      {weekNumbers(weeks).map((week) => {
        const share = row.activeShare[week];
        if (share === undefined) {
          return (
            <td key={week} className="px-2 py-1.5 text-center text-slate-300">
              <span aria-hidden>·</span>
              <span className="sr-only">{t('adminAnalytics.retention.notYet')}</span>
            </td>
          );
        }
        return (
          <td
            key={week}
            className={cn(
              'rounded px-2 py-1.5 text-center text-slate-900 tabular-nums',
              share >= 0.5 && 'font-medium',
            )}
            style={{ backgroundColor: heat(share) }}
          >
            {formatShare(share, 0)}
          </td>
        );
      })}
    </tr>
  );
}

/** 0, 1, … weeks - 1: the columns after sign-up (each a week number, the cell's key). */
function weekNumbers(weeks: number): number[] {
  return Array.from({ length: weeks }, (_, week) => week);
}

/**
 * brand-600 at an opacity that grows with the share; 0% still tinted so the grid reads as one. At
 * most 60% opaque, so the dark figure on it keeps a contrast above 4.5:1 (WCAG AA) at every share.
 */
function heat(share: number): string {
  const alpha = 0.05 + Math.min(Math.max(share, 0), 1) * 0.55;
  return `rgba(2, 112, 196, ${alpha.toFixed(2)})`;
}

/** Education and experience levels of people (spec §4 screening), as labelled bars with counts. */
export function LevelsPanel({ query }: UsersPanelProps) {
  const { t } = useTranslation();
  const data = query.data;
  // Only "not given" (nobody answered the screening yet) is no breakdown at all.
  const answered = (levels: UsersAnalyticsResponse['education']) =>
    levels.some((level) => level.level !== null && level.count > 0);
  const hasLevels = !!data && (answered(data.education) || answered(data.experience));

  return (
    <AnalyticsPanel
      testId="levels"
      title={t('adminAnalytics.levels.title')}
      description={t('adminAnalytics.levels.description')}
      query={query}
      hasData={!!data}
      empty={data && !hasLevels ? { icon: UserCheck, title: t('adminAnalytics.levels.emptyTitle') } : null}
    >
      {() => (
        <div className="grid gap-6 sm:grid-cols-2">
          <LevelBars kind="education" title={t('adminAnalytics.levels.education')} levels={data!.education} />
          <LevelBars
            kind="experience"
            title={t('adminAnalytics.levels.experience')}
            levels={data!.experience}
          />
        </div>
      )}
    </AnalyticsPanel>
  );
}

function LevelBars({
  kind,
  title,
  levels,
}: {
  kind: 'education' | 'experience';
  title: string;
  levels: UsersAnalyticsResponse['education'];
}) {
  const { t } = useTranslation();
  const total = levels.reduce((sum, level) => sum + level.count, 0);
  const sorted = [...levels].sort((a, b) => b.count - a.count);
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-medium text-slate-700">{title}</h3>
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-500">{t('adminAnalytics.levels.none')}</p>
      ) : (
        <ul className="space-y-2">
          {sorted.map((level) => {
            const share = total > 0 ? level.count / total : 0;
            return (
              <li key={level.level ?? 'none'} className="text-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-slate-700">
                    {level.level === null
                      ? t('adminAnalytics.levels.notGiven')
                      : // The profilers' targeting names the same levels; an unknown one shows as stored.
                        t(`assessments.levels.${kind}.${level.level}`, { defaultValue: level.level })}
                  </span>
                  <span className="shrink-0 text-slate-900 tabular-nums">
                    {formatCount(level.count)}
                    <span className="ml-1 text-xs text-slate-500">({formatShare(share, 0)})</span>
                  </span>
                </div>
                <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden>
                  <div
                    className="h-full rounded-full bg-brand-500"
                    style={{ width: `${Math.max(share * 100, level.count > 0 ? 2 : 0)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
