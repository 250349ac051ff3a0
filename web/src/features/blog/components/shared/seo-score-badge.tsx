import { seoScoreBand } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

export const BAND_TONES = { good: 'success', fair: 'warning', poor: 'danger' } as const;

/** The score out of 100 with its band in words (colour is never the only cue); "Not analysed" before the first. */
export function SeoScoreBadge({ score, className }: { score: number | null; className?: string }) {
  const { t } = useTranslation();
  if (score === null) {
    return (
      <Badge className={className} data-testid="seo-score">
        {t('adminBlog.seo.notAnalysed')}
      </Badge>
    );
  }
  const band = seoScoreBand(score);
  return (
    <Badge
      tone={BAND_TONES[band]}
      className={cn('tabular-nums', className)}
      data-testid="seo-score"
      aria-label={t('adminBlog.seo.scoreLabel', { score, band: t(`adminBlog.seo.bands.${band}`) })}
    >
      {score}
      <span aria-hidden>· {t(`adminBlog.seo.bands.${band}`)}</span>
    </Badge>
  );
}
