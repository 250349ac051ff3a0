import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { AdminAttemptDetail } from '../../api/admin-get-attempt-detail';
import { HollandCodeChip } from './result-badges';

type Trait = NonNullable<AdminAttemptDetail['scores']>['traits'][number];

const number = (value: number) =>
  new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(value);

/** Strongest first; traits with nothing answered last. */
function byStrength(traits: readonly Trait[]): Trait[] {
  return [...traits].sort(
    (a, b) => Number(b.itemsAnswered > 0) - Number(a.itemsAnswered > 0) || b.score - a.score,
  );
}

/** The scored result: Holland code, each trait as a bar with its raw score out of the maximum, and the categories. */
export function AttemptScores({ attempt }: { attempt: AdminAttemptDetail }) {
  const { t } = useTranslation();
  const scores = attempt.scores;
  return (
    <section className="space-y-5 px-5 py-5 sm:px-6" aria-labelledby="attempt-scores-title">
      <div className="flex items-center justify-between gap-3">
        <h3 id="attempt-scores-title" className="text-sm font-semibold text-slate-900">
          {t('adminResults.detail.scoresTitle')}
        </h3>
        {scores ? (
          <span className="text-xs text-slate-500">
            {t('adminResults.detail.answered', { answered: scores.answered, total: scores.total })}
          </span>
        ) : null}
      </div>
      {!scores ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          {t('adminResults.detail.notScored')}
        </p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <span className="text-sm text-slate-600">{t('adminResults.detail.hollandCode')}</span>
            <HollandCodeChip code={scores.hollandCode} size="lg" />
          </div>

          {scores.traits.length > 0 ? (
            <div>
              <h4 className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
                {t('adminResults.detail.traits')}
              </h4>
              <ul className="space-y-2.5">
                {byStrength(scores.traits).map((trait) => (
                  <li key={trait.trait} data-testid={`trait-${trait.trait}`}>
                    <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
                      <span className="truncate font-medium text-slate-800">{trait.trait}</span>
                      <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                        {t('adminResults.detail.rawOfMax', {
                          raw: number(trait.raw),
                          max: number(trait.max),
                        })}
                        <span className="text-slate-400"> · {Math.round(trait.score)}%</span>
                      </span>
                    </div>
                    {/* Decorative: the raw score out of the maximum is written above it. */}
                    <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                      <div
                        className="h-full rounded-full bg-brand-500"
                        style={{ width: `${Math.min(100, Math.max(trait.score > 0 ? 2 : 0, trait.score))}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {scores.categories.length > 0 ? (
            <div>
              <h4 className="mb-2 text-xs font-medium tracking-wide text-slate-500 uppercase">
                {t('adminResults.detail.categories')}
              </h4>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {scores.categories.map((category) => (
                  <li key={category.categoryId} className="px-3.5 py-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-sm font-medium text-slate-900">{category.title}</span>
                      {category.resultLabel ? (
                        <Badge tone="brand">{category.resultLabel}</Badge>
                      ) : (
                        <Badge>{t('adminResults.noResultLabel')}</Badge>
                      )}
                    </div>
                    {category.resultDescription ? (
                      <p className="mt-1 text-sm text-slate-600">{category.resultDescription}</p>
                    ) : null}
                    <p className="mt-1 text-xs text-slate-500">
                      {t('adminResults.detail.answered', {
                        answered: category.answered,
                        total: category.total,
                      })}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
