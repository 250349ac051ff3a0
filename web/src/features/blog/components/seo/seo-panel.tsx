import { seoScoreBand } from '@pathwise/contract';
import { Gauge, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useSeoAnalysis } from '../../api/seo';
import { BAND_COLOURS } from '../shared/seo-bands';
import { ScoreHistory } from './score-history';
import { SeoCheckList } from './seo-check-list';

type SeoPanelProps = {
  articleId: string | null;
  onAnalyze: () => void;
  analyzing: boolean;
  analyzeError: unknown;
};

/** The editor's SEO side panel: the latest score and checks of the saved article, and their history. */
export function SeoPanel({ articleId, onAnalyze, analyzing, analyzeError }: SeoPanelProps) {
  const { t } = useTranslation();
  const analysis = useSeoAnalysis(articleId);
  const latest = analysis.data?.latest;

  return (
    <section aria-labelledby="seo-panel-heading" className="space-y-4" aria-busy={analyzing || undefined}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="seo-panel-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Gauge className="size-5 text-slate-400" aria-hidden />
          {t('adminBlog.seo.panelTitle')}
        </h2>
        <Button variant="outline" size="sm" loading={analyzing} onClick={onAnalyze}>
          {analyzing ? null : <RefreshCw aria-hidden />}
          {t('adminBlog.seo.analyse')}
        </Button>
      </div>
      {analyzeError ? (
        <Alert tone="error" title={getErrorMessage(analyzeError, t('adminBlog.seo.analyseFailed'))} />
      ) : null}
      {articleId === null ? (
        <p className="text-sm text-slate-500">{t('adminBlog.seo.saveFirst')}</p>
      ) : analysis.isPending ? (
        <div className="space-y-2" role="status" aria-label={t('adminBlog.seo.loading')}>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : analysis.isError ? (
        <LoadError
          title={getErrorMessage(analysis.error, t('adminBlog.seo.loadFailed'))}
          onRetry={() => analysis.refetch()}
          retrying={analysis.isRefetching}
        />
      ) : !latest || !analysis.data ? (
        <p className="text-sm text-slate-500">{t('adminBlog.seo.none')}</p>
      ) : (
        <>
          <ScoreDial score={latest.score} at={latest.createdAt} keyword={latest.focusKeyword} />
          <SeoCheckList checks={latest.checks} />
          <ScoreHistory history={analysis.data.history} />
        </>
      )}
    </section>
  );
}

function ScoreDial({ score, at, keyword }: { score: number; at: string; keyword: string | null }) {
  const { t } = useTranslation();
  const band = seoScoreBand(score);
  return (
    <div className="flex items-center gap-4 rounded-lg bg-slate-50 p-3" data-testid="seo-panel-score">
      <div
        className="relative flex size-16 shrink-0 items-center justify-center rounded-full"
        style={{ background: `conic-gradient(${BAND_COLOURS[band]} ${score * 3.6}deg, #e2e8f0 0deg)` }}
        aria-hidden
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-white text-lg font-semibold tabular-nums text-slate-900">
          {score}
        </span>
      </div>
      <div className="min-w-0 text-sm">
        <p
          className={cn(
            'font-semibold',
            band === 'good' ? 'text-emerald-700' : band === 'fair' ? 'text-amber-700' : 'text-rose-700',
          )}
        >
          {t('adminBlog.seo.scoreLabel', { score, band: t(`adminBlog.seo.bands.${band}`) })}
        </p>
        <p className="text-xs text-slate-500">
          {keyword ? t('adminBlog.seo.forKeyword', { keyword }) : t('adminBlog.seo.noKeyword')}
        </p>
        <p className="text-xs text-slate-500">
          {t('adminBlog.seo.analysedAt', { date: formatDateTime(at) })}
        </p>
      </div>
    </div>
  );
}
