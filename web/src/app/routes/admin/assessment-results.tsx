import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { useAssessmentDetail } from '@/features/assessments/api/get-assessment-detail';
import { ResultTotals } from '@/features/attempts/components/admin-results/result-totals';
import { ResultsBrowser } from '@/features/attempts/components/admin-results/results-browser';
import { ResultsToolbar } from '@/features/attempts/components/admin-results/results-toolbar';
import { NormsDistributions } from '@/features/careers/components/norms/norms-distributions';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The open attempt lives in the address, so its panel survives a reload and can be shared. */
const ATTEMPT_PARAM = 'attempt';

/**
 * /admin/assessments/:id/results — everyone who took a profiler, their scores, answers and AI analyses,
 * and the profiler's score distributions (the norms behind people's percentiles).
 */
export function AdminAssessmentResultsRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const profiler = useAssessmentDetail(id);
  const pageTitle = t('admin.pages.assessmentResults.title');
  useDocumentTitle(profiler.data ? `${pageTitle}: ${profiler.data.title}` : pageTitle);

  const openAttempt = (attemptId: string | null) =>
    setSearchParams(
      (params) => {
        if (attemptId) params.set(ATTEMPT_PARAM, attemptId);
        else params.delete(ATTEMPT_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <div>
      <AdminPageHeader
        backToProfilers
        title={profiler.data ? t('adminResults.pageTitle', { title: profiler.data.title }) : pageTitle}
        titlePending={profiler.isPending}
        description={t('admin.pages.assessmentResults.description')}
      />
      {/* Its own row rather than the header's actions: four buttons would squeeze the title on tablets. */}
      <div className="-mt-2 mb-6 flex flex-wrap gap-2 sm:-mt-4">
        <ResultsToolbar assessmentId={id} />
      </div>
      <ResultTotals assessmentId={id} />
      <ResultsBrowser
        assessmentId={id}
        openAttemptId={searchParams.get(ATTEMPT_PARAM)}
        onOpenAttempt={openAttempt}
      />
      <NormsDistributions assessmentId={id} />
    </div>
  );
}
