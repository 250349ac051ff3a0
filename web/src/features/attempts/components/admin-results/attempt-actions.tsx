import { Calculator, Download, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useRegenerateAiAnalysis } from '../../api/admin-ai-analysis';
import { attemptAnswersRequest, useAdminDownload } from '../../api/admin-download';
import type { AdminAttemptDetail } from '../../api/admin-get-attempt-detail';
import { useRecalculateAttempt } from '../../api/admin-recalculate';
import { toastFailure } from './toast-failure';

type AttemptActionsProps = { attempt: AdminAttemptDetail; assessmentId: string };

/**
 * Download answers (CSV), Recalculate and Regenerate AI analysis. A regeneration refused because a
 * run is still pending or processing (409) offers to force it, after a confirmation.
 */
export function AttemptActions({ attempt, assessmentId }: AttemptActionsProps) {
  const { t } = useTranslation();
  const download = useAdminDownload(attemptAnswersRequest);
  const recalculate = useRecalculateAttempt(attempt.id, assessmentId);
  const regenerate = useRegenerateAiAnalysis(attempt.id);
  const [offerForce, setOfferForce] = useState(false);
  const completed = attempt.status === 'completed';

  const saveAnswers = () =>
    download.mutate(attempt.id, {
      onSuccess: (fileName) => toast.success(t('adminResults.toasts.downloaded', { fileName })),
      onError: (error) => toastFailure(t('adminResults.toasts.downloadFailed'), error),
    });

  const rescore = () =>
    recalculate.mutate(undefined, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toastFailure(t('adminResults.toasts.recalculateOneFailed'), error),
    });

  const requestAnalysis = (force: boolean) =>
    regenerate.mutate(force, {
      onSuccess: (result) => {
        setOfferForce(false);
        toast.success(result.message);
      },
      onError: (error) => {
        if (!force && error instanceof ApiError && error.status === 409) {
          setOfferForce(true);
          return;
        }
        setOfferForce(false);
        toastFailure(t('adminResults.toasts.regenerateFailed'), error);
      },
    });

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          loading={download.isPending}
          onClick={saveAnswers}
          disabled={attempt.answers.length === 0}
        >
          {download.isPending ? null : <Download aria-hidden />}
          {t('adminResults.detail.downloadAnswers')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={recalculate.isPending}
          onClick={rescore}
          disabled={!completed}
        >
          {recalculate.isPending ? null : <Calculator aria-hidden />}
          {t('adminResults.detail.recalculate')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={regenerate.isPending && !offerForce}
          onClick={() => requestAnalysis(false)}
          disabled={!completed || regenerate.isPending}
        >
          {regenerate.isPending && !offerForce ? null : <WandSparkles aria-hidden />}
          {t('adminResults.detail.regenerate')}
        </Button>
      </div>
      {completed ? null : (
        <p className="text-xs text-slate-500">{t('adminResults.detail.notCompletedHint')}</p>
      )}
      <ConfirmDialog
        open={offerForce}
        onOpenChange={setOfferForce}
        tone="primary"
        title={t('adminResults.force.title')}
        description={t('adminResults.force.description')}
        confirmLabel={t('adminResults.force.confirm')}
        busy={regenerate.isPending}
        onConfirm={() => requestAnalysis(true)}
      />
    </div>
  );
}
