import { reportStrengths } from '@pathwise/contract';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { roundScore, type TraitScore } from '../../utils/report-scores';
import { placeText } from '../../utils/report-words';

/**
 * The person's strongest traits, from the scores (the AI report, when ready, says more). Ties are
 * kept as ties: traits with the same score share a place ("Joint 1st"), and a tie at the cut-off
 * is listed whole (the contract's reportStrengths).
 */
export function StrengthsCard({
  traits,
  hollandCode,
  audience,
}: {
  traits: TraitScore[];
  hollandCode: string | null;
  audience?: ReportAudience;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en-US';
  const top = reportStrengths({ traits, categories: [], hollandCode });
  if (top.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('report.strengths.title', audienceContext(audience))}</CardTitle>
        <CardDescription>{t('report.strengths.description', audienceContext(audience))}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {top.map(({ trait, rank, joint }) => (
            <li key={trait.trait} className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100"
              >
                {rank === 1 ? (
                  <Sparkles className="size-4" />
                ) : (
                  <span className="text-sm font-semibold">{rank}</span>
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-slate-900">{trait.trait}</p>
                <p className="text-xs text-slate-600">
                  <span data-testid="strength-place">{placeText(t, language, rank!, joint)}</span>
                  <span aria-hidden> · </span>
                  <span className="sr-only">, </span>
                  {t('report.strengths.score', { score: roundScore(trait.score) })}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
