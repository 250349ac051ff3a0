import { BarChart3, Info, Settings, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAssessmentStats } from '@/features/analytics/api/get-assessment-stats';
import { useDashboard } from '@/features/analytics/api/get-dashboard';
import { AssessmentStatsPanel } from '@/features/analytics/components/assessment-stats-panel';
import { CHART_COLOURS } from '@/features/analytics/components/charts/chart-colours';
import { OverviewStatCards, type OverviewTrends } from '@/features/analytics/components/overview-stat-cards';
import { QuickActions } from '@/features/analytics/components/quick-actions';
import { type OverviewFigures, overviewFallback } from '@/features/analytics/utils/overview-fallback';
import { useAssessments } from '@/features/assessments/api/get-assessments';
import {
  RECENT_PROFILERS,
  RecentProfilers,
} from '@/features/assessments/components/profilers/recent-profilers';
import { useFailureToast } from '@/features/assessments/hooks/use-failure-toast';
import { createProfilerHref } from '@/features/assessments/utils/create-profiler-link';
import { NormsJobStatus } from '@/features/careers/components/norms/norms-job-status';
import { useUsersSummary } from '@/features/users/api/admin-users-summary';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The admin home: figures, the newest profilers, shortcuts, the attempt statistics and the norms job. */
export function AdminDashboardRoute() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const name = user?.name.trim() || t('admin.dashboard.fallbackName');
  useDocumentTitle(t('admin.pages.dashboard.title'));

  // Spec §7: the dashboard analytics read with period 30d, in the viewer's time zone.
  const overview = useDashboard({ period: '30d' });
  // Newest first: the first page doubles as the recent list and, on failure, as the fallback counts.
  const recent = useAssessments({ page: 1, limit: RECENT_PROFILERS });
  const stats = useAssessmentStats();
  // Users and completed attempts have no other source than the users list: read only when needed.
  const users = useUsersSummary({ enabled: overview.isError });
  useFailureToast(overview.isError, t('dashboard.loadFailed'));
  useFailureToast(users.isError, t('usersSummary.loadFailed'));

  let figures: OverviewFigures | undefined = overview.data?.overview;
  const fromLists = overview.isError && !overview.data;
  if (fromLists && !recent.isPending && !users.isPending) {
    figures = overviewFallback(recent.data?.counts, stats.data?.totalAttempts, users.data);
  }
  const series = fromLists ? undefined : overview.data?.series;
  const trends: OverviewTrends = series
    ? {
        users: { values: series.map((point) => point.signUps), colour: CHART_COLOURS.brand },
        attempts: { values: series.map((point) => point.attemptsStarted), colour: CHART_COLOURS.brand },
        completed: { values: series.map((point) => point.attemptsCompleted), colour: CHART_COLOURS.emerald },
      }
    : {};
  const totalUsers = figures?.totalUsers;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        badges={
          <>
            <Badge tone="success">
              <BarChart3 aria-hidden />
              {t('dashboard.header.analyticsBadge')}
            </Badge>
            <Badge data-testid="total-users-badge">
              <Users aria-hidden />
              {totalUsers === undefined
                ? t('common.loading')
                : totalUsers === null
                  ? t('dashboard.header.usersUnknown')
                  : t('dashboard.header.users', {
                      count: totalUsers,
                      formatted: totalUsers.toLocaleString(i18n.resolvedLanguage),
                    })}
            </Badge>
          </>
        }
        title={t('admin.dashboard.welcome', { name })}
        description={t('admin.dashboard.subtitle')}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.admin.settings.getHref()}>
                <Settings aria-hidden />
                {t('admin.pages.settings.title')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.admin.profile.getHref()}>
                <UserRound aria-hidden />
                {t('admin.pages.profile.title')}
              </Link>
            </Button>
          </>
        }
      />
      <div className="space-y-2">
        <OverviewStatCards figures={figures} trends={trends} />
        {fromLists ? (
          <p
            className="flex items-center gap-1.5 text-xs text-slate-500"
            data-testid="overview-fallback-note"
          >
            <Info className="size-3.5 shrink-0" aria-hidden />
            {t('adminAnalytics.dashboard.fallbackNote')}
          </p>
        ) : null}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentProfilers
          profilers={recent.data?.assessments}
          isPending={recent.isPending}
          isError={recent.isError}
          isRetrying={recent.isFetching}
          onRetry={() => recent.refetch()}
          createHref={createProfilerHref()}
        />
        <QuickActions
          createHref={createProfilerHref()}
          usersHref={paths.admin.users.getHref()}
          settingsHref={paths.admin.settings.getHref()}
        />
      </div>
      <AssessmentStatsPanel />
      <NormsJobStatus />
    </div>
  );
}
