import type { AiAnalysis, AiReportContent } from '@pathwise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { isAiStatusRunning, useAdminAiAnalysis } from '../../api/admin-ai-analysis';

/** The attempt's AI analysis as administrators see it: its status, the provider's error, and the report. */
export function AdminAiAnalysisSection({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation();
  const query = useAdminAiAnalysis(attemptId);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="space-y-2" role="status" aria-busy aria-label={t('adminResults.ai.loading')}>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={t('adminResults.ai.loadFailed')}
        onRetry={() => query.refetch()}
        retrying={query.isRefetching}
      >
        {getErrorMessage(query.error, t('adminResults.loadFailedHint'))}
      </LoadError>
    );
  } else if (!query.data.analysis) {
    body = <p className="text-sm text-slate-500">{t('adminResults.ai.none')}</p>;
  } else {
    body = <AnalysisBody analysis={query.data.analysis} />;
  }

  return (
    <section className="px-5 py-5 sm:px-6" aria-labelledby="attempt-ai-title">
      <h3 id="attempt-ai-title" className="mb-3 text-sm font-semibold text-slate-900">
        {t('adminResults.ai.title')}
      </h3>
      {body}
    </section>
  );
}

function AnalysisBody({ analysis }: { analysis: AiAnalysis }) {
  const { t } = useTranslation();
  const meta = (
    <p className="text-xs text-slate-500">
      {t('adminResults.ai.meta', {
        provider: analysis.model ?? t(`adminResults.ai.providers.${analysis.provider}`),
        date: formatDateTime(analysis.completedAt ?? analysis.requestedAt),
      })}
    </p>
  );
  if (isAiStatusRunning(analysis.status)) {
    return (
      <div className="flex items-center gap-3 rounded-xl bg-brand-50/60 px-4 py-4 ring-1 ring-brand-100 ring-inset">
        <Spinner className="size-5 text-brand-600" />
        <div role="status">
          <p className="text-sm font-medium text-brand-900">
            {t(`adminResults.ai.running.${analysis.status}`)}
          </p>
          <p className="text-xs text-brand-800/80">{t('adminResults.ai.pollHint')}</p>
        </div>
      </div>
    );
  }
  if (analysis.status === 'failed' || !analysis.content) {
    return (
      <div className="space-y-2">
        <Alert tone="error" title={t('adminResults.ai.failed')}>
          {analysis.error ?? t('adminResults.ai.failedHint')}
        </Alert>
        {meta}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <AnalysisContent content={analysis.content} />
      {meta}
    </div>
  );
}

function AnalysisContent({ content }: { content: AiReportContent }) {
  const { t } = useTranslation();
  const paragraphs = content.summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const sections = [
    { key: 'strengths', items: content.strengths },
    { key: 'growthAreas', items: content.growthAreas },
    {
      key: 'careers',
      items: content.careerSuggestions.map((career) => (
        <>
          <span className="font-medium text-slate-900">{career.title}</span>
          <span className="text-slate-600"> — {career.why}</span>
        </>
      )),
    },
    { key: 'nextSteps', items: content.nextSteps },
  ] as const;
  return (
    <div className="space-y-4 text-sm text-slate-700" data-testid="admin-ai-report">
      <div className="space-y-2 leading-relaxed">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {sections.map(({ key, items }) =>
        items.length > 0 ? (
          <div key={key}>
            <h4 className="mb-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
              {t(`adminResults.ai.${key}`)}
            </h4>
            <ul className="list-disc space-y-1 pl-5 marker:text-slate-400">
              {items.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's items never reorder and may repeat.
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </div>
  );
}
