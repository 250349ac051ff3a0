import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AdminAccessBadge } from '@/components/ui/admin-access-badge';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAssessmentDetail } from '@/features/assessments/api/get-assessment-detail';
import { ResultTotals } from '@/features/attempts/components/admin-results/result-totals';
import { ResultsBrowser } from '@/features/attempts/components/admin-results/results-browser';
import { ResultsToolbar } from '@/features/attempts/components/admin-results/results-toolbar';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The open attempt lives in the address, so its panel survives a reload and can be shared. */
const ATTEMPT_PARAM = 'attempt';

/** /admin/assessments/:id/results — everyone who took a profiler, their scores, answers and AI analyses. */
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
      <Link
        to={paths.admin.assessments.getHref()}
        className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('admin.backToAssessments')}
      </Link>
      <PageHeader
        badges={<AdminAccessBadge />}
        title={
          profiler.data ? (
            t('adminResults.pageTitle', { title: profiler.data.title })
          ) : profiler.isPending ? (
            <span
              className="inline-block h-8 w-64 max-w-full animate-pulse rounded-md bg-slate-200/80"
              aria-hidden
            />
          ) : (
            pageTitle
          )
        }
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
    </div>
  );
}
