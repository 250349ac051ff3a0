import { type AttemptScoresBody, HOLLAND_TYPE_NAMES, hollandLetterOf, readHolland } from '@pathwise/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { roundScore } from '../../utils/report-scores';
import { ChartTableToggle } from './chart-table-toggle';
import type { HexagonPoint } from './riasec-hexagon-chart';

const RiasecHexagonChart = lazy(() => import('./riasec-hexagon-chart'));

/**
 * For an interest profiler: the six RIASEC scores on Holland's hexagon, beside the bars. Each type is
 * named as the bars name it. A visually hidden table always carries the same figures for screen
 * readers (the drawing is hidden from them), and "Show as table" shows it to everyone.
 */
export function RiasecHexagon({
  scores,
  audience,
}: {
  scores: AttemptScoresBody;
  audience?: ReportAudience;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  if (!readHolland(scores)) return null;
  const points: HexagonPoint[] = HOLLAND_TYPE_NAMES.map((name) => {
    const letter = name[0]!;
    const trait = scores.traits.find((candidate) => hollandLetterOf(candidate.trait) === letter);
    return {
      letter,
      label: trait?.trait ?? t(`report.holland.letters.${letter}.name`),
      score: trait && trait.itemsAnswered > 0 ? roundScore(trait.score) : 0,
    };
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('report.hexagon.title', audienceContext(audience))}</CardTitle>
        <CardDescription>{t('report.hexagon.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <table className={asTable ? 'w-full text-left text-sm' : 'sr-only'} data-testid="hexagon-table">
          <caption className="sr-only">{t('report.hexagon.tableCaption')}</caption>
          <thead className="border-b border-slate-200 text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('report.hexagon.columns.type')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('report.hexagon.columns.score')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {points.map((point) => (
              <tr key={point.letter}>
                <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
                  {point.label} ({point.letter})
                </th>
                <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">{point.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {asTable ? null : (
          <div aria-hidden className="mx-auto aspect-square w-full max-w-80" data-testid="hexagon-chart">
            <Suspense fallback={<Skeleton className="size-full rounded-full" />}>
              <RiasecHexagonChart points={points} />
            </Suspense>
          </div>
        )}
        <div className="mt-2 flex justify-center">
          <ChartTableToggle asTable={asTable} onToggle={setAsTable} />
        </div>
      </CardContent>
    </Card>
  );
}
