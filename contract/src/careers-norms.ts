import { z } from 'zod';

/**
 * Norms (issue 13 §3, decision 014): where a person's trait score stands among the people who took
 * the same profiler. A scheduled job keeps, per profiler and trait, a histogram of the 0–100 scores
 * of each person's latest completed attempt, for three kinds of cohort; a person's percentile is
 * read from the most specific cohort that has at least NORM_MIN_COHORT people.
 */

/** Most specific first: the order the percentile falls back through. */
export const NORM_COHORT_KINDS = ['age_education', 'education', 'everyone'] as const;
export type NormCohortKind = (typeof NORM_COHORT_KINDS)[number];

/** Below this many people a percentile says more about chance than about the person: none is shown. */
export const NORM_MIN_COHORT = 100;

/**
 * Age bands of the "same age band and education level" cohort, by the age in the person's profile
 * screening (whole years, inclusive bounds; `max: null` is open-ended). Bands follow the usual
 * survey brackets: school age apart, then ten-year bands from 25, with 18–24 as the study years.
 */
export const AGE_BANDS = [
  { key: 'under-18', min: 0, max: 17 },
  { key: '18-24', min: 18, max: 24 },
  { key: '25-34', min: 25, max: 34 },
  { key: '35-44', min: 35, max: 44 },
  { key: '45-54', min: 45, max: 54 },
  { key: '55-64', min: 55, max: 64 },
  { key: '65-plus', min: 65, max: null },
] as const;
export type AgeBand = (typeof AGE_BANDS)[number]['key'];
export const AGE_BAND_KEYS = AGE_BANDS.map((band) => band.key) as [AgeBand, ...AgeBand[]];

/** The band of an age, or null when the age is unknown or not a whole non-negative number. */
export function ageBandOf(age: number | null | undefined): AgeBand | null {
  if (age === null || age === undefined || !Number.isInteger(age) || age < 0) return null;
  return AGE_BANDS.find((band) => age >= band.min && (band.max === null || age <= band.max))?.key ?? null;
}

/** Histogram resolution: scores are kept to one decimal (tenths of a point, 0–1000). */
export const NORM_BINS_PER_POINT = 10;

export const NormCohortSchema = z.object({
  kind: z.enum(NORM_COHORT_KINDS),
  /** The education level shared by the cohort (null for everyone). */
  educationLevel: z.string().nullable(),
  /** The age band shared by the cohort (only for age_education). */
  ageBand: z.enum(AGE_BAND_KEYS).nullable(),
  /** People in the cohort: each counted once, by their latest completed attempt. */
  size: z.number().int(),
});
export type NormCohort = z.infer<typeof NormCohortSchema>;

/** Why no percentile is shown for a trait. */
export const PERCENTILE_REASONS = ['too_few_people'] as const;
export type PercentileReason = (typeof PERCENTILE_REASONS)[number];
export const TOO_FEW_PEOPLE_MESSAGE = 'Fewer than 100 people have taken this yet.';

export const TraitPercentileSchema = z.object({
  /** The trait's name as on the bars of the report. */
  trait: z.string(),
  /**
   * Whole per cent of the cohort scoring strictly lower than this person (rounded down; equal
   * scores to one decimal are ties and do not count). Null when no cohort is large enough.
   */
  percentile: z.number().int().min(0).max(100).nullable(),
  /** The cohort the percentile is read against (null with a reason). */
  cohort: NormCohortSchema.nullable(),
  reason: z.enum(PERCENTILE_REASONS).nullable(),
  /** The reason in words (English; the web shows its own translation of `reason`). */
  message: z.string().nullable(),
});
export type TraitPercentile = z.infer<typeof TraitPercentileSchema>;

/** GET /assessments/results/{id}/percentiles (id: the attempt; the person's own only). */
export const PercentilesResponseSchema = z.object({
  traits: z.array(TraitPercentileSchema),
  /** When the distributions were last computed (null before the first run). */
  computedAt: z.string().nullable(),
});
export type PercentilesResponse = z.infer<typeof PercentilesResponseSchema>;

/* ---- administrators ---- */

/** Width of the admin histogram's bars, in score points (0–4.9, 5–9.9, …, 95–100). */
export const NORM_ADMIN_BUCKET = 5;

export const NormBucketSchema = z.object({
  /** Lowest score of the bar (inclusive); the bar ends before from + NORM_ADMIN_BUCKET (the last includes 100). */
  from: z.number(),
  to: z.number(),
  count: z.number().int(),
});
export type NormBucket = z.infer<typeof NormBucketSchema>;

export const TraitDistributionSchema = z.object({
  trait: z.string(),
  /** Everyone's scores, in bars of NORM_ADMIN_BUCKET points. */
  buckets: z.array(NormBucketSchema),
  /** Every cohort kept for this trait, everyone first, then by size. */
  cohorts: z.array(NormCohortSchema),
});
export type TraitDistribution = z.infer<typeof TraitDistributionSchema>;

/** GET /admin/assessments/{id}/norms (id: the profiler). */
export const AdminNormsResponseSchema = z.object({
  traits: z.array(TraitDistributionSchema),
  computedAt: z.string().nullable(),
});
export type AdminNormsResponse = z.infer<typeof AdminNormsResponseSchema>;

export const NormsRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number().int(),
  /** Histogram rows written (one per profiler, trait and cohort). */
  rowsWritten: z.number().int(),
  /** People counted (each person's latest completed attempt per profiler). */
  peopleCounted: z.number().int(),
});
export type NormsRun = z.infer<typeof NormsRunSchema>;

/** GET /admin/norms/status: the norms job's last run (null before the first). */
export const NormsStatusResponseSchema = z.object({
  lastRun: NormsRunSchema.nullable(),
  /** The job's schedule (cron, UTC). */
  schedule: z.string(),
});
export type NormsStatusResponse = z.infer<typeof NormsStatusResponseSchema>;
