import { reportSections } from '@pathwise/contract';
import { ArrowRight, FileQuestion, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoadError } from '@/components/errors/page-load-error';
import { BackToDashboardButton } from '@/components/ui/back-to-dashboard-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAttemptResult } from '@/features/attempts/api/get-attempt-result';
import { AiAnalysisSection } from '@/features/attempts/components/report/ai-analysis-section';
import { CategoryResults } from '@/features/attempts/components/report/category-results';
import { DownloadPdfButton } from '@/features/attempts/components/report/download-pdf-button';
import { HollandCode } from '@/features/attempts/components/report/holland-code';
import { QualityNotice } from '@/features/attempts/components/report/quality-notice';
import { ReportGuide } from '@/features/attempts/components/report/report-guide';
import { ReportHeadline } from '@/features/attempts/components/report/report-headline';
import { RiasecHexagon } from '@/features/attempts/components/report/riasec-hexagon';
import { StrengthsCard } from '@/features/attempts/components/report/strengths-card';
import { TraitChart } from '@/features/attempts/components/report/trait-chart';
import { questionsHref } from '@/features/attempts/utils/taking-url';
import { CareersSection } from '@/features/careers/components/careers-section';
import { useReportPercentileNotes } from '@/features/careers/components/norms/percentile-note';
import { RateProfilerCard } from '@/features/ratings/components/rate-profiler-card';
import { ShareReportCard } from '@/features/shares/components/share-report-card';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /report/:id — the scored result of an attempt (id: the attempt, or a profiler meaning its latest result). */
export function ReportRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const result = useAttemptResult(id);
  const percentileNotes = useReportPercentileNotes(result.data);
  useDocumentTitle(
    result.data ? t('report.documentTitle', { title: result.data.assessmentTitle }) : t('userPages.report'),
  );

  if (result.isPending) return <ReportSkeleton label={t('common.loading')} />;
  if (result.isError) {
    return (
      <PageLoadError
        query={result}
        notFound={{
          icon: FileQuestion,
          title: t('report.notFound.title'),
          description: t('report.notFound.description'),
          action: <BackToDashboardButton />,
        }}
        loadFailed={t('report.loadFailed')}
        className="mx-auto max-w-3xl"
      />
    );
  }

  const data = result.data;
  if (!data.isCompleted || !data.scores) {
    return (
      <Card className="mx-auto max-w-3xl">
        <EmptyState
          icon={Hourglass}
          title={t('report.unfinished.title')}
          description={t('report.unfinished.description', { title: data.assessmentTitle })}
          action={
            <Button asChild>
              <Link to={questionsHref(data.assessmentId)}>
                {t('report.unfinished.continue')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          }
        />
      </Card>
    );
  }

  const { scores } = data;
  const hasTraits = scores.traits.length > 0;
  const sections = reportSections(scores);
  const completedOn = data.completedAt ? formatDate(data.completedAt) : null;
  return (
    <div className="mx-auto max-w-4xl">
      <BackToDashboardButton variant="ghost" size="sm" className="mb-4 -ml-2" />
      <PageHeader
        badges={<Badge tone="brand">{t('report.badge')}</Badge>}
        title={data.assessmentTitle}
        actions={<DownloadPdfButton attemptId={data.id} />}
      />

      <ReportHeadline scores={scores} completedOn={completedOn} />
      <ReportGuide attemptId={data.id} sections={sections} />
      <QualityNotice flags={data.qualityFlags} />
      <HollandCode scores={scores} />

      {hasTraits ? (
        <div
          className={`mb-6 grid items-start gap-6 ${sections.holland ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : 'lg:grid-cols-[minmax(0,1fr)_18rem]'}`}
        >
          <TraitChart
            traits={scores.traits}
            hollandCode={scores.hollandCode}
            percentiles={percentileNotes.byTrait}
            comparison={percentileNotes.whole}
          />
          <div className="grid gap-6">
            <RiasecHexagon scores={scores} />
            <StrengthsCard traits={scores.traits} hollandCode={scores.hollandCode} />
          </div>
        </div>
      ) : null}

      <CategoryResults categories={scores.categories} />
      <CareersSection
        attemptId={data.id}
        traits={scores.traits}
        retakeHref={paths.assessment.getHref(data.assessmentId)}
      />
      <AiAnalysisSection attemptId={data.id} fallback={data.aiAnalysis} />
      <ShareReportCard attemptId={data.id} assessmentTitle={data.assessmentTitle} />
      <RateProfilerCard assessmentId={data.assessmentId} />

      <div className="flex justify-center pt-2 pb-4">
        <BackToDashboardButton />
      </div>
    </div>
  );
}

function ReportSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-4xl" role="status" aria-label={label}>
      <Skeleton className="mb-4 h-8 w-40" />
      <Skeleton className="mb-2 h-5 w-24" />
      <Skeleton className="mb-2 h-9 w-2/3" />
      <Skeleton className="mb-8 h-4 w-48" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="space-y-4 p-6">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-5/6" />
          <Skeleton className="h-3 w-4/6" />
        </Card>
        <Card className="space-y-3 p-6">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </Card>
      </div>
    </div>
  );
}
