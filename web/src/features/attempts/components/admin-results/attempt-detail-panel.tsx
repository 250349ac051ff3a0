import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { SidePanel } from '@/components/ui/side-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAdminAiAnalysis } from '../../api/admin-ai-analysis';
import { type AdminAttemptDetail, useAdminAttemptDetail } from '../../api/admin-get-attempt-detail';
import { AdminAiAnalysisSection } from './admin-ai-analysis-section';
import { AttemptActions } from './attempt-actions';
import { AttemptAnswers } from './attempt-answers';
import { AttemptScores } from './attempt-scores';
import { AiStatusBadge, AttemptStatusBadge, QualityFlagBadges } from './result-badges';

type AttemptDetailPanelProps = {
  attemptId: string | null;
  assessmentId: string;
  onClose: () => void;
};

/** One attempt in a side panel: actions, scores, quality flags, the AI analysis and every answer. */
export function AttemptDetailPanel({ attemptId, assessmentId, onClose }: AttemptDetailPanelProps) {
  return attemptId ? <OpenPanel attemptId={attemptId} assessmentId={assessmentId} onClose={onClose} /> : null;
}

function OpenPanel({
  attemptId,
  assessmentId,
  onClose,
}: { attemptId: string } & Omit<AttemptDetailPanelProps, 'attemptId'>) {
  const { t } = useTranslation();
  const detail = useAdminAttemptDetail(attemptId);
  const completed = detail.data?.status === 'completed';
  const analysis = useAdminAiAnalysis(attemptId, completed);
  const attempt = detail.data;

  return (
    <SidePanel
      open
      onOpenChange={(open) => !open && onClose()}
      title={attempt?.user.name ?? t('adminResults.detail.title')}
      description={attempt?.user.email}
      aside={
        attempt ? (
          <>
            <AttemptStatusBadge status={attempt.status} />
            {completed ? (
              <AiStatusBadge status={analysis.data ? (analysis.data.analysis?.status ?? null) : undefined} />
            ) : null}
          </>
        ) : null
      }
    >
      {detail.isPending ? (
        <div
          className="space-y-6 px-5 py-5 sm:px-6"
          role="status"
          aria-busy
          aria-label={t('adminResults.detail.loading')}
        >
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : detail.isError ? (
        <div className="px-5 py-5 sm:px-6">
          <LoadError
            title={t('adminResults.detail.loadFailed')}
            onRetry={() => detail.refetch()}
            retrying={detail.isRefetching}
          >
            {getErrorMessage(detail.error, t('adminResults.loadFailedHint'))}
          </LoadError>
        </div>
      ) : (
        <DetailBody attempt={detail.data} assessmentId={assessmentId} />
      )}
    </SidePanel>
  );
}

function DetailBody({ attempt, assessmentId }: { attempt: AdminAttemptDetail; assessmentId: string }) {
  const { t } = useTranslation();
  const completed = attempt.status === 'completed';
  return (
    <div className="divide-y divide-slate-100">
      <div className="space-y-4 px-5 py-5 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('adminResults.detail.started')}
            </dt>
            <dd className="text-slate-900">{formatDateTime(attempt.startedAt)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t('adminResults.detail.completed')}
            </dt>
            <dd className={attempt.completedAt ? 'text-slate-900' : 'text-slate-400'}>
              {attempt.completedAt
                ? formatDateTime(attempt.completedAt)
                : t('adminResults.dates.notCompleted')}
            </dd>
          </div>
        </dl>
        <AttemptActions attempt={attempt} assessmentId={assessmentId} />
      </div>

      {attempt.qualityFlags.length > 0 ? (
        <section className="px-5 py-5 sm:px-6" aria-labelledby="attempt-quality-title">
          <h3 id="attempt-quality-title" className="mb-3 text-sm font-semibold text-slate-900">
            {t('adminResults.detail.qualityTitle')}
          </h3>
          <QualityFlagBadges flags={attempt.qualityFlags} className="mb-2" />
          <ul className="space-y-1.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900">
            {attempt.qualityFlags.map((flag) => (
              <li key={flag.code}>{flag.message}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <AttemptScores attempt={attempt} />
      {completed ? <AdminAiAnalysisSection attemptId={attempt.id} /> : null}
      <AttemptAnswers answers={attempt.answers} />
    </div>
  );
}
