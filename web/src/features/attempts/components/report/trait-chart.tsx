import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { formatRaw, roundScore, sortTraits, type TraitScore } from '../../utils/report-scores';

/**
 * Horizontal 0–100 bars, one per trait (strongest first), with the raw score as "raw / max" (for an imported
 * instrument the raw sum is its published scale score). Plain CSS: no chart library needed.
 */
export function TraitChart({
  traits,
  hollandCode,
  audience,
}: {
  traits: TraitScore[];
  hollandCode: string | null;
  audience?: ReportAudience;
}) {
  const { t } = useTranslation();
  if (traits.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('report.traits.title', audienceContext(audience))}</CardTitle>
        <CardDescription>{t('report.traits.description', audienceContext(audience))}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4" data-testid="trait-chart">
          {sortTraits(traits, hollandCode).map((trait) => {
            const score = roundScore(trait.score);
            const partial = trait.itemsAnswered < trait.itemsTotal;
            return (
              <li key={trait.trait}>
                <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-medium text-slate-800">{trait.trait}</span>
                  <span className="sr-only">
                    {t('report.traits.valueText', {
                      score,
                      raw: formatRaw(trait.raw),
                      max: formatRaw(trait.max),
                    })}
                  </span>
                  <span aria-hidden className="shrink-0 tabular-nums text-slate-500">
                    <span className="font-semibold text-slate-900">{score}</span>
                    <span className="mx-1.5 text-slate-300" aria-hidden>
                      ·
                    </span>
                    {t('report.traits.raw', { raw: formatRaw(trait.raw), max: formatRaw(trait.max) })}
                  </span>
                </div>
                <div aria-hidden className="relative h-3 overflow-hidden rounded-full bg-slate-100">
                  <div
                    className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-600"
                    style={{ width: `${Math.max(score, 1.5)}%` }}
                  />
                </div>
                {partial ? (
                  <p className="mt-1 text-xs text-slate-500">
                    {t('report.traits.partial', { answered: trait.itemsAnswered, total: trait.itemsTotal })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex justify-between text-xs text-slate-400" aria-hidden>
          <span>0</span>
          <span>50</span>
          <span>100</span>
        </div>
      </CardContent>
    </Card>
  );
}
