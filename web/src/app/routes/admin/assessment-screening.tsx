import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminAccessBadge } from '@/components/ui/admin-access-badge';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAssessmentDetail } from '@/features/assessments/api/get-assessment-detail';
import { ProfilerScreening } from '@/features/assessments/components/screening/profiler-screening';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/assessments/:id/screening — the questions a profiler asks before it starts. */
export function AdminAssessmentScreeningRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const profiler = useAssessmentDetail(id);
  const pageTitle = t('admin.pages.assessmentScreening.title');
  useDocumentTitle(profiler.data ? `${pageTitle}: ${profiler.data.title}` : pageTitle);

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
            t('screening.profiler.pageTitle', { title: profiler.data.title })
          ) : profiler.isPending ? (
            <span
              className="inline-block h-8 w-64 max-w-full animate-pulse rounded-md bg-slate-200/80"
              aria-hidden
            />
          ) : (
            pageTitle
          )
        }
        description={t('admin.pages.assessmentScreening.description')}
      />
      <div className="max-w-4xl">
        <ProfilerScreening assessmentId={id} />
      </div>
    </div>
  );
}
