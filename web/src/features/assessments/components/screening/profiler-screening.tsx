import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAssessmentScreening } from '../../api/get-assessment-screening';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { ProfilerScreeningEditor } from './profiler-screening-editor';
import { ScreeningToggle } from './screening-toggle';

/** A profiler's own screening: the switch that asks it, and its questions. */
export function ProfilerScreening({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const query = useAssessmentScreening(assessmentId);
  useFailureToast(query.isError, t('screening.profiler.toasts.loadFailed'));

  if (query.isPending) {
    return (
      <div className="space-y-4" role="status" aria-busy aria-label={t('screening.profiler.loading')}>
        <Skeleton className="h-16 w-full rounded-xl" />
        <Card className="space-y-3 p-6">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </Card>
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('screening.profiler.toasts.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const { hasScreening, screening } = query.data;
  return (
    <div className="space-y-6">
      <ScreeningToggle assessmentId={assessmentId} hasScreening={hasScreening} />
      {/* Remounted after each save, so the draft restarts from what is stored. */}
      <ProfilerScreeningEditor
        key={screening?.updatedAt ?? 'none'}
        assessmentId={assessmentId}
        screening={screening}
      />
    </div>
  );
}
