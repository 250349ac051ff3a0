import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAiAnalysisAnalytics } from '../../api/get-ai-analysis-analytics';
import { useDashboard } from '../../api/get-dashboard';
import { useFunnels } from '../../api/get-funnels';
import { useUsersAnalytics } from '../../api/get-users-analytics';
import { viewerTimeZone } from '../../api/time-zone';
import { useRangeParam } from '../../hooks/use-range-param';
import { formatDayRange } from '../../utils/analytics-format';
import { AiProvidersPanel, AiReportsPanel } from './ai-health-panels';
import { AnalyticsSection, PanelGrid } from './analytics-section';
import { AttemptsPanel, CompletionRatePanel, RevenuePanel, SignUpsPanel } from './dashboard-series-panels';
import { FunnelPanel } from './funnel-panel';
import { KpiCards } from './kpi-cards';
import { ActivePeoplePanel, LevelsPanel, RetentionPanel } from './people-panels';
import { RangeSwitch } from './range-switch';
import { RecentPeoplePanel } from './recent-people-panel';
import { SystemPanel } from './system-panel';

/**
 * The analytics screen (spec §2, issue 17): how the business and the system are doing over 7, 30 or
 * 90 days or a year, in the viewer's time zone — KPIs against the previous period, sign-ups,
 * attempts, completion and revenue over time, the profilers' funnels, people and retention,
 * AI-report health and the server's status. Every chart can be read as a table and downloaded as CSV.
 */
export default function AnalyticsScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.pages.analytics.title'));
  const [range, setRange] = useRangeParam();
  // Read once: a time zone that changed mid-visit would split the cache for no gain.
  const [tz] = useState(viewerTimeZone);

  const dashboard = useDashboard({ period: range, tz });
  const users = useUsersAnalytics(range, tz);
  const ai = useAiAnalysisAnalytics(range, tz);
  const funnels = useFunnels(range, tz);
  const span = dashboard.data?.window;

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={t('admin.pages.analytics.title')}
        description={t('adminAnalytics.description')}
        actions={<RangeSwitch value={range} onChange={setRange} />}
      />
      <p className="-mt-3 text-sm text-slate-500" data-testid="analytics-window">
        {span
          ? t('adminAnalytics.window', {
              days: formatDayRange(span.fromDate, span.toDate),
              timeZone: span.timeZone,
            })
          : t('adminAnalytics.windowPending', { timeZone: tz })}
      </p>

      <section aria-label={t('adminAnalytics.sections.kpis')}>
        <KpiCards query={dashboard} range={range} />
      </section>

      <AnalyticsSection name="growth">
        <PanelGrid>
          <SignUpsPanel query={dashboard} range={range} />
          <AttemptsPanel query={dashboard} range={range} />
          <CompletionRatePanel query={dashboard} range={range} />
          <RevenuePanel query={dashboard} range={range} />
        </PanelGrid>
      </AnalyticsSection>

      <AnalyticsSection name="funnels">
        <FunnelPanel query={funnels} range={range} />
      </AnalyticsSection>

      <AnalyticsSection name="people">
        <PanelGrid>
          <ActivePeoplePanel query={users} range={range} />
          <LevelsPanel query={users} range={range} />
        </PanelGrid>
        <RetentionPanel query={users} range={range} />
        <RecentPeoplePanel key={range} range={range} tz={tz} />
      </AnalyticsSection>

      <AnalyticsSection name="ai">
        {/* The reports chart wider than the writers' table beside it. */}
        <PanelGrid columns="lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <AiReportsPanel query={ai} range={range} />
          <AiProvidersPanel query={ai} range={range} />
        </PanelGrid>
      </AnalyticsSection>

      <AnalyticsSection name="system">
        <SystemPanel />
      </AnalyticsSection>
    </div>
  );
}
