import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { audienceContext, type ReportAudience } from '../../utils/report-audience';
import { formatRaw, roundScore, sortTraits, type TraitScore } from '../../utils/report-scores';
import { ChartTableToggle } from './chart-table-toggle';

/**
 * Horizontal 0–100 bars, one per trait (strongest first), with the raw score as "raw / max" (for an imported
 * instrument the raw sum is its published scale score). Plain CSS: no chart library needed. "Show as
 * table" swaps the bars for a table of the same figures (issue 13: every chart has a table alternative).
 */
export function TraitChart({
  traits,
  hollandCode,
  audience,
  percentiles,
  comparison,
}: {
  traits: TraitScore[];
  hollandCode: string | null;
  audience?: ReportAudience;
  /** A line under each bar comparing the person with others who took it (norms), keyed by trait name. */
  percentiles?: Record<string, ReactNode>;
  /** The comparison said once under the chart, when it would say the same under every bar. */
  comparison?: ReactNode;
}) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  if (traits.length === 0) return null;
  const perBar = percentiles && Object.keys(percentiles).length > 0 ? percentiles : undefined;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle>{t('report.traits.title', audienceContext(audience))}</CardTitle>
          <ChartTableToggle asTable={asTable} onToggle={setAsTable} />
        </div>
        <CardDescription>{t('report.traits.description', audienceContext(audience))}</CardDescription>
      </CardHeader>
      <CardContent>
        {asTable ? <TraitTable traits={sortTraits(traits, hollandCode)} percentiles={perBar} /> : null}
        <ul className="space-y-4" data-testid="trait-chart" hidden={asTable}>
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
                {perBar?.[trait.trait] ?? null}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex justify-between text-xs text-slate-400" aria-hidden hidden={asTable}>
          <span>0</span>
          <span>50</span>
          <span>100</span>
        </div>
        {comparison ?? null}
      </CardContent>
    </Card>
  );
}

/** The bars' figures as a table, strongest first: the chart's alternative for screen readers and anyone. */
function TraitTable({
  traits,
  percentiles,
}: {
  traits: TraitScore[];
  percentiles?: Record<string, ReactNode>;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm" data-testid="trait-table">
      <caption className="sr-only">{t('report.traits.tableCaption')}</caption>
      <thead className="border-b border-slate-200 text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            {t('report.traits.columns.trait')}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">
            {t('report.traits.columns.score')}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {t('report.traits.columns.raw')}
          </th>
          {percentiles ? (
            <th scope="col" className="py-2 pl-3 font-medium">
              {t('norms.tableColumn')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {traits.map((trait) => (
          <tr key={trait.trait}>
            <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
              {trait.trait}
            </th>
            <td className="py-2 pr-3 text-right font-semibold text-slate-900 tabular-nums">
              {roundScore(trait.score)}
            </td>
            <td className="py-2 text-right text-slate-600 tabular-nums">
              {t('report.traits.rawOf', { raw: formatRaw(trait.raw), max: formatRaw(trait.max) })}
            </td>
            {percentiles ? <td className="py-2 pl-3 align-top">{percentiles[trait.trait] ?? null}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
