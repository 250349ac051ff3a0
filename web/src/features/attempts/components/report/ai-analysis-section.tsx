import type { AiAnalysis, AiReportContent } from '@pathwise/contract';
import { Bot, Briefcase, CircleCheck, Cpu, Footprints, RotateCw, Sprout, WandSparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { isAnalysisRunning, useAiAnalysis } from '../../api/get-ai-analysis';
import { useRetryAiAnalysis } from '../../api/retry-ai-analysis';

type AiAnalysisSectionProps = {
  attemptId: string;
  /** The analysis the result came with: shown when the analysis endpoint is not there (404). */
  fallback: AiAnalysis | null | undefined;
};

/**
 * The AI-written report: polled every 3 s while it is being written, with a retry when it failed
 * (or was never requested), then its summary, strengths, growth areas, careers and next steps.
 */
export function AiAnalysisSection({ attemptId, fallback }: AiAnalysisSectionProps) {
  const { t } = useTranslation();
  const query = useAiAnalysis(attemptId);
  const retry = useRetryAiAnalysis(attemptId);

  const retryButton = (label: string) => (
    <Button size="sm" variant="outline" onClick={() => retry.mutate()} loading={retry.isPending}>
      {retry.isPending ? null : <RotateCw aria-hidden />}
      {label}
    </Button>
  );
  const retryError = retry.isError ? (
    <Alert tone="error" className="mt-3" title={getErrorMessage(retry.error, t('report.ai.retryFailed'))} />
  ) : null;

  let body: ReactNode;
  if (query.isPending) {
    body = <Working text={t('report.ai.loading')} />;
  } else if (query.isError) {
    if (getErrorCode(query.error) === 'NOT_FOUND') {
      // No analysis endpoint (or nothing to show): the scores above stand on their own.
      if (!fallback) return null;
      body = <AnalysisBody analysis={fallback} retryButton={null} />;
    } else {
      body = (
        <LoadError
          title={getErrorMessage(query.error, t('report.ai.loadFailed'))}
          onRetry={() => query.refetch()}
          retrying={query.isRefetching}
          icon={false}
        />
      );
    }
  } else if (!query.data.analysis) {
    body = (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{t('report.ai.none')}</p>
        {retryButton(t('report.ai.generate'))}
      </div>
    );
  } else {
    body = <AnalysisBody analysis={query.data.analysis} retryButton={retryButton(t('report.ai.retry'))} />;
  }

  return (
    <Card className="mb-6" aria-labelledby="ai-report-title">
      <CardHeader>
        <CardTitle id="ai-report-title" className="flex items-center gap-2">
          <WandSparkles className="size-4 text-brand-600" aria-hidden />
          {t('report.ai.title')}
        </CardTitle>
        <CardDescription>{t('report.ai.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {body}
        {retryError}
      </CardContent>
    </Card>
  );
}

function AnalysisBody({ analysis, retryButton }: { analysis: AiAnalysis; retryButton: ReactNode }) {
  const { t } = useTranslation();
  if (isAnalysisRunning(analysis)) {
    return (
      <Working
        text={analysis.status === 'pending' ? t('report.ai.pending') : t('report.ai.processing')}
        hint={t('report.ai.pollHint')}
      />
    );
  }
  if (analysis.status === 'failed' || !analysis.content) {
    return (
      <Alert tone="error" title={t('report.ai.failed')} action={retryButton}>
        {analysis.error ?? t('report.ai.failedHint')}
      </Alert>
    );
  }
  return <AnalysisContent content={analysis.content} writer={<WriterLabel analysis={analysis} />} />;
}

/**
 * Who wrote the analysis (issue 13): "Written by AI (model)" only when an AI provider wrote it; the
 * built-in analyzer is named as such, so a rule-based text is never passed off as AI.
 */
export function WriterLabel({ analysis }: { analysis: Pick<AiAnalysis, 'provider' | 'model'> }) {
  const { t } = useTranslation();
  const ai = analysis.provider === 'openai';
  const Icon = ai ? Bot : Cpu;
  return (
    <span
      className="inline-flex items-center gap-1.5 font-medium text-slate-700"
      data-testid="analysis-writer"
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {ai
        ? analysis.model
          ? t('report.ai.writer.openai', { model: analysis.model })
          : t('report.ai.writer.openaiUnnamed')
        : t('report.ai.writer.builtin')}
    </span>
  );
}

function Working({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-brand-50/60 px-4 py-4 ring-1 ring-brand-100 ring-inset">
      <Spinner className="size-5 text-brand-600" />
      <div role="status">
        <p className="text-sm font-medium text-brand-900">{text}</p>
        {hint ? <p className="text-xs text-brand-800/80">{hint}</p> : null}
      </div>
    </div>
  );
}

function AnalysisContent({ content, writer }: { content: AiReportContent; writer: ReactNode }) {
  const { t } = useTranslation();
  const paragraphs = content.summary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="space-y-7" data-testid="ai-report">
      <p className="-mt-2 text-xs">{writer}</p>
      <div className="space-y-3 text-[0.9375rem] leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      {content.strengths.length > 0 || content.growthAreas.length > 0 ? (
        <div
          className={
            content.strengths.length > 0 && content.growthAreas.length > 0
              ? 'grid gap-6 md:grid-cols-2'
              : 'grid gap-6'
          }
        >
          <ItemList
            title={t('report.ai.strengths')}
            items={content.strengths}
            icon={<CircleCheck className="size-4 text-emerald-600" aria-hidden />}
          />
          <ItemList
            title={t('report.ai.growthAreas')}
            items={content.growthAreas}
            icon={<Sprout className="size-4 text-amber-600" aria-hidden />}
          />
        </div>
      ) : null}

      {content.careerSuggestions.length > 0 ? (
        <section>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">{t('report.ai.careers')}</h3>
          <ul className="grid gap-3 sm:grid-cols-2">
            {content.careerSuggestions.map((career) => (
              <li key={career.title} className="flex gap-3 rounded-xl border border-slate-200 p-4">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                  <Briefcase className="size-4" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-semibold text-slate-900">{career.title}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{career.why}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.nextSteps.length > 0 ? (
        <section>
          <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Footprints className="size-4 text-brand-600" aria-hidden />
            {t('report.ai.nextSteps')}
          </h3>
          <ol className="space-y-2">
            {content.nextSteps.map((nextStep, index) => (
              <li key={nextStep} className="flex gap-3 text-sm text-slate-700">
                <span
                  aria-hidden
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{nextStep}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <p className="border-t border-slate-100 pt-4 text-xs text-slate-600">{t('report.ai.disclaimer')}</p>
    </div>
  );
}

function ItemList({ title, items, icon }: { title: string; items: string[]; icon: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="mb-3 text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-sm text-slate-700">
            <span className="mt-0.5 shrink-0">{icon}</span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
