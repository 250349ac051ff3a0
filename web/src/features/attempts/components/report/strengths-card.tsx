import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { roundScore, type TraitScore, topTraits } from '../../utils/report-scores';

/** The person's strongest traits, from the scores (the AI report, when ready, says more). */
export function StrengthsCard({
  traits,
  hollandCode,
  audience,
}: {
  traits: TraitScore[];
  hollandCode: string | null;
  audience?: ReportAudience;
}) {
  const { t } = useTranslation();
  const top = topTraits(traits, undefined, hollandCode);
  if (top.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('report.strengths.title', audienceContext(audience))}</CardTitle>
        <CardDescription>{t('report.strengths.description', audienceContext(audience))}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="space-y-3">
          {top.map((trait, index) => (
            <li key={trait.trait} className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100"
              >
                {index === 0 ? (
                  <Sparkles className="size-4" />
                ) : (
                  <span className="text-sm font-semibold">{index + 1}</span>
                )}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-slate-900">{trait.trait}</p>
                <p className="text-xs text-slate-500">
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
