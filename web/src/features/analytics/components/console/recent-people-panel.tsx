import type { AnalyticsTimeRange, DashboardResponse } from '@pathwise/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Pager } from '@/components/ui/pager';
import { formatDate } from '@/lib/format';
import { useDashboard } from '../../api/get-dashboard';
import { formatCount } from '../../utils/analytics-format';
import { AnalyticsPanel } from './analytics-panel';

/**
 * Spec §3: the newest people with their attempts (isCompleted), a page at a time — who signed up
 * and whether they got anywhere. Its first page is the screen's dashboard read; later pages are
 * reads of their own, so paging leaves the charts alone.
 */
export function RecentPeoplePanel({ range, tz }: { range: AnalyticsTimeRange; tz: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useDashboard({ period: range, tz, page });
  const data = query.data;
  return (
    <AnalyticsPanel
      testId="recent-people"
      title={t('adminAnalytics.recentPeople.title')}
      description={t('adminAnalytics.recentPeople.description')}
      query={query}
      hasData={!!data}
      empty={
        data && data.usersPagination.total === 0
          ? { icon: UserPlus, title: t('adminAnalytics.recentPeople.empty') }
          : null
      }
    >
      {() => {
        const { users, usersPagination } = data as DashboardResponse;
        return (
          <div className="space-y-4">
            <ul className="divide-y divide-slate-100">
              {users.map((person) => (
                <li
                  key={person.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {person.name}
                      {person.emailVerified ? null : (
                        <Badge tone="warning" className="ml-2 align-middle">
                          {t('adminAnalytics.recentPeople.unverified')}
                        </Badge>
                      )}
                    </p>
                    <p className="truncate text-xs text-slate-500">
                      {person.email} ·{' '}
                      {t('adminAnalytics.recentPeople.joined', { date: formatDate(person.createdAt) })}
                    </p>
                  </div>
                  <div className="flex min-w-0 flex-wrap gap-1.5 sm:max-w-[55%] sm:justify-end">
                    {person.testAttempts.length === 0 ? (
                      <span className="text-xs text-slate-500">
                        {t('adminAnalytics.recentPeople.noAttempts')}
                      </span>
                    ) : (
                      person.testAttempts.map((attempt) => (
                        <Badge
                          key={attempt.id}
                          tone={attempt.isCompleted ? 'success' : 'neutral'}
                          className="max-w-full"
                        >
                          <span className="truncate">{attempt.assessmentTitle}</span>
                          <span className="sr-only">
                            {' '}
                            {attempt.isCompleted
                              ? t('adminAnalytics.recentPeople.completed')
                              : t('adminAnalytics.recentPeople.inProgress')}
                          </span>
                          <span aria-hidden>{attempt.isCompleted ? '✓' : '○'}</span>
                        </Badge>
                      ))
                    )}
                    {person.attemptCount > person.testAttempts.length ? (
                      <span className="text-xs text-slate-500">
                        {t('adminAnalytics.recentPeople.moreAttempts', {
                          count: person.attemptCount - person.testAttempts.length,
                          formatted: formatCount(person.attemptCount - person.testAttempts.length),
                        })}
                      </span>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              pagination={usersPagination}
              onPageChange={setPage}
              busy={query.isPlaceholderData}
              label={t('adminAnalytics.recentPeople.pages')}
            />
          </div>
        );
      }}
    </AnalyticsPanel>
  );
}
