import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPageHeader } from '@/components/layouts/admin-page-header';
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
      <AdminPageHeader
        backToProfilers
        title={profiler.data ? t('screening.profiler.pageTitle', { title: profiler.data.title }) : pageTitle}
        titlePending={profiler.isPending}
        description={t('admin.pages.assessmentScreening.description')}
      />
      <div className="max-w-4xl">
        <ProfilerScreening assessmentId={id} />
      </div>
    </div>
  );
}
