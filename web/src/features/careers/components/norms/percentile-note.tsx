import type { AttemptResult, PercentilesResponse, TraitPercentile } from '@pathwise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNormsPercentiles } from '../../api/get-norms-percentiles';

const NOTE_CLASS = 'mt-1 text-xs text-slate-600';

/**
 * One short line under a trait's bar: "Higher than 72% of people who took this (people with your
 * education level, 1,240)", or why there is no comparison (decision 014: under 100 people in every
 * cohort nothing is shown).
 */
export function PercentileNote({ percentile }: { percentile: TraitPercentile }) {
  const { t, i18n } = useTranslation();
  if (percentile.percentile === null || !percentile.cohort) {
    return (
      <p className={NOTE_CLASS} data-testid="percentile-note">
        {t(`norms.reason.${percentile.reason ?? 'too_few_people'}`)}
      </p>
    );
  }
  const { kind, ageBand, size } = percentile.cohort;
  const cohort = t(`norms.cohort.${kind}`, { band: ageBand ? t(`norms.ageBands.${ageBand}`) : '' });
  return (
    <p className={NOTE_CLASS} data-testid="percentile-note">
      {t('norms.line.higherThan', {
        percent: percentile.percentile,
        cohort,
        size: size.toLocaleString(i18n.resolvedLanguage),
      })}
    </p>
  );
}

function StatusNote({ text }: { text: string }) {
  return (
    <p className={NOTE_CLASS} data-testid="percentile-note">
      {text}
    </p>
  );
}

/** What a report page knows of the percentiles: the query's state. */
export type PercentilesState = { data?: PercentilesResponse; isPending: boolean; isError: boolean };

/**
 * What the trait chart shows of the comparison: a line per bar keyed by the trait's name as on the
 * bars, or — when every bar would carry the same line (loading, unavailable, or the same reason for
 * each trait, as while fewer than 100 people have taken it) — that line once under the chart.
 */
export type PercentileNotes = { byTrait: Record<string, ReactNode>; whole: ReactNode | null };

export function usePercentileNotes(
  state: PercentilesState,
  traits: ReadonlyArray<{ trait: string }>,
): PercentileNotes {
  const { t } = useTranslation();
  if (traits.length === 0) return { byTrait: {}, whole: null };
  if (!state.data) {
    if (state.isError) return { byTrait: {}, whole: <StatusNote text={t('norms.line.loadFailed')} /> };
    if (state.isPending) return { byTrait: {}, whole: <StatusNote text={t('norms.line.loading')} /> };
    return { byTrait: {}, whole: null };
  }
  const found = traits.flatMap(({ trait }) => {
    const percentile = state.data?.traits.find((entry) => entry.trait === trait);
    return percentile ? [percentile] : [];
  });
  const reasons = new Set(
    found.map((entry) => (entry.percentile === null ? (entry.reason ?? 'too_few_people') : null)),
  );
  const [onlyReason] = [...reasons];
  if (found.length === traits.length && reasons.size === 1 && onlyReason) {
    return { byTrait: {}, whole: <PercentileNote percentile={found[0]!} /> };
  }
  const byTrait: Record<string, ReactNode> = {};
  for (const percentile of found) byTrait[percentile.trait] = <PercentileNote percentile={percentile} />;
  return { byTrait, whole: null };
}

/**
 * The report page's percentile notes for its trait chart: asked only once the attempt is known to be
 * completed (the page's id may name a profiler, meaning its latest result, so the attempt's own id
 * is used).
 */
export function useReportPercentileNotes(
  attempt: Pick<AttemptResult, 'id' | 'isCompleted' | 'scores'> | undefined,
): PercentileNotes {
  const completed = Boolean(attempt?.isCompleted && attempt.scores);
  const query = useNormsPercentiles(attempt?.id ?? '', completed);
  return usePercentileNotes(query, completed ? (attempt?.scores?.traits ?? []) : []);
}
