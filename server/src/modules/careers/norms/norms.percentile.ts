import {
  type AgeBand,
  NORM_ADMIN_BUCKET,
  NORM_BINS_PER_POINT,
  NORM_COHORT_KINDS,
  NORM_MIN_COHORT,
  type NormBucket,
  type NormCohort,
  type NormCohortKind,
  TOO_FEW_PEOPLE_MESSAGE,
  type TraitPercentile,
} from '@pathwise/contract';

/**
 * The percentile rules (decision 014), pure so they are tested by hand-made histograms:
 * - a person's percentile for a trait is the share of the cohort scoring strictly lower, as a whole
 *   per cent rounded down (never overstating); people with the same score (scores are kept to one
 *   decimal) are ties and are not counted as lower — so everyone tied at the top reads the same,
 *   and the lowest scorer reads 0;
 * - the cohort is the most specific with at least NORM_MIN_COHORT people, among: same age band and
 *   education level, same education level, everyone; under that in every one, no percentile.
 */

/** A stored histogram: ascending score bins (tenths of a point) and how many people scored each. */
export type Histogram = {
  kind: NormCohortKind;
  educationLevel: string | null;
  ageBand: AgeBand | null;
  size: number;
  bins: number[];
  counts: number[];
};

/** A 0–100 score's bin: scores are already rounded to one decimal by scoring, so this is exact. */
export function binOf(score: number): number {
  return Math.min(100 * NORM_BINS_PER_POINT, Math.max(0, Math.round(score * NORM_BINS_PER_POINT)));
}

/** How many of the histogram's people scored strictly lower than `score`. */
export function countBelow(histogram: Pick<Histogram, 'bins' | 'counts'>, score: number): number {
  const bin = binOf(score);
  let below = 0;
  for (let i = 0; i < histogram.bins.length; i += 1) {
    if ((histogram.bins[i] as number) >= bin) break;
    below += histogram.counts[i] as number;
  }
  return below;
}

/** Whole per cent of `size` that `below` is, rounded down; 0 for an empty cohort. */
export function percentOf(below: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(100, Math.floor((below * 100) / size));
}

/**
 * The histogram to read a person against: the most specific of the candidates (their own cohorts,
 * any order) with at least NORM_MIN_COHORT people; undefined when none has.
 */
export function chooseCohort(candidates: readonly Histogram[]): Histogram | undefined {
  for (const kind of NORM_COHORT_KINDS) {
    const histogram = candidates.find((candidate) => candidate.kind === kind);
    if (histogram && histogram.size >= NORM_MIN_COHORT) return histogram;
  }
  return undefined;
}

const cohortOf = (histogram: Histogram): NormCohort => ({
  kind: histogram.kind,
  educationLevel: histogram.educationLevel,
  ageBand: histogram.ageBand,
  size: histogram.size,
});

/** One trait's percentile from the person's score and their cohorts' histograms of that trait. */
export function traitPercentile(
  trait: string,
  score: number,
  candidates: readonly Histogram[],
): TraitPercentile {
  const histogram = chooseCohort(candidates);
  if (!histogram) {
    return {
      trait,
      percentile: null,
      cohort: null,
      reason: 'too_few_people',
      message: TOO_FEW_PEOPLE_MESSAGE,
    };
  }
  return {
    trait,
    percentile: percentOf(countBelow(histogram, score), histogram.size),
    cohort: cohortOf(histogram),
    reason: null,
    message: null,
  };
}

/**
 * The histogram in bars of NORM_ADMIN_BUCKET points for administrators (0–4.9, …, 95–100: the
 * last bar holds 100 too), every bar present so a gap reads as a gap.
 */
export function toBuckets(histogram: Pick<Histogram, 'bins' | 'counts'>): NormBucket[] {
  const perBucket = NORM_ADMIN_BUCKET * NORM_BINS_PER_POINT;
  const bucketCount = Math.ceil(100 / NORM_ADMIN_BUCKET);
  const buckets: NormBucket[] = Array.from({ length: bucketCount }, (_, index) => ({
    from: index * NORM_ADMIN_BUCKET,
    to: Math.min(100, (index + 1) * NORM_ADMIN_BUCKET),
    count: 0,
  }));
  histogram.bins.forEach((bin, i) => {
    const index = Math.min(bucketCount - 1, Math.floor(bin / perBucket));
    (buckets[index] as NormBucket).count += histogram.counts[i] as number;
  });
  return buckets;
}
