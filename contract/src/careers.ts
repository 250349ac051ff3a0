import { z } from 'zod';
import { LineSchema } from './common.ts';

/**
 * Careers matched from O*NET® data (issue 13; DESIGN §2 "careers"). A completed attempt whose
 * traits include the six RIASEC interest areas gets a six-score interest profile; the 923 O*NET
 * occupations are ranked by the Pearson correlation between that profile and each occupation's six
 * Occupational Interest (OI) scores — the O*NET Interest Profiler's method, with the Best / Great /
 * Good cut-offs of its linking study (Gregory & Lewis 2016, as cited in
 * server/reference-data/onet/SOURCE.md). Matches are for career exploration only, never selection
 * or hiring.
 */

export const RIASEC_LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecLetter = (typeof RIASEC_LETTERS)[number];

/** Six interest scores keyed by letter: the person's 0–100 trait scores, or an occupation's 1–7 OI scores. */
export const RiasecProfileSchema = z.object({
  R: z.number(),
  I: z.number(),
  A: z.number(),
  S: z.number(),
  E: z.number(),
  C: z.number(),
});
export type RiasecProfile = z.infer<typeof RiasecProfileSchema>;

export const CAREER_FITS = ['best', 'great', 'good'] as const;
export type CareerFit = (typeof CAREER_FITS)[number];
/** Lowest correlation of each fit (r ≥ cut-off); a correlation below 0 is not a match. */
export const CAREER_FIT_CUTOFFS: Record<CareerFit, number> = { best: 0.729, great: 0.608, good: 0 };
/** The fits as O*NET's Interest Profiler words them (server texts: the analyzer and the PDF). */
export const CAREER_FIT_LABELS: Record<CareerFit, string> = {
  best: 'Best fit',
  great: 'Great fit',
  good: 'Good fit',
};
/** What the server's texts (the built-in analyzer, the PDF) say instead of matches for a flat profile. */
export const FLAT_PROFILE_MESSAGE =
  'Your six interest scores came out equal, so no occupation fits better than another: take the profiler again when you can say more clearly which activities you would enjoy most and least.';

/**
 * Job Zones as O*NET publishes them since 30.2: zones 1 and 2 merged into "Job Zone 1-2", stored
 * as 2. A request for zone 1 is read as 2.
 */
export const JOB_ZONES = [2, 3, 4, 5] as const;
export type JobZone = (typeof JOB_ZONES)[number];
/** How O*NET names a zone since the merge: "Job Zone 1-2" for 2 (and 1), else "Job Zone 3" to "Job Zone 5". */
export function jobZoneLabel(zone: number): string {
  return zone <= 2 ? 'Job Zone 1-2' : `Job Zone ${zone}`;
}
export const JOB_ZONE_SOURCES = ['query', 'screening', 'default'] as const;
export type JobZoneSource = (typeof JOB_ZONE_SOURCES)[number];

/** Why there are no matches: the profiler does not measure the six areas, or every area scored the same. */
export const CAREER_MATCH_STATUSES = ['matched', 'flat_profile', 'no_interest_profile'] as const;
export type CareerMatchStatus = (typeof CAREER_MATCH_STATUSES)[number];

export const CAREERS_PAGE_MAX = 100;

export const CareersParamsSchema = z.object({ attemptId: z.uuid() });
export const CareersQuerySchema = z.object({
  /** 2–5 (1 is read as 2); without it, the zone derived from the person's screening education level. */
  jobZone: z.coerce
    .number()
    .int('jobZone must be a whole number from 1 to 5')
    .min(1, 'jobZone must be from 1 to 5')
    .max(5, 'jobZone must be from 1 to 5')
    .transform((zone) => Math.max(2, zone) as JobZone)
    .optional(),
  limit: z.coerce.number().int().min(1).max(CAREERS_PAGE_MAX).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Narrows the matches to titles (or codes) containing this text. */
  search: LineSchema.trim().max(100).optional(),
});
export type CareersQuery = z.infer<typeof CareersQuerySchema>;

export const CareerMatchSchema = z.object({
  /** O*NET-SOC code, e.g. "15-1252.00". */
  code: z.string(),
  title: z.string(),
  description: z.string(),
  fit: z.enum(CAREER_FITS),
  /** Pearson r between the person's and the occupation's six scores, rounded to three decimals. */
  correlation: z.number(),
  jobZone: z.number().int(),
  /** The occupation's interest high-points as letters, e.g. "ICR" (one to three letters). */
  highPointCode: z.string(),
  /** The occupation's six OI scores (1–7). */
  interests: RiasecProfileSchema,
});
export type CareerMatch = z.infer<typeof CareerMatchSchema>;

export const CareersResponseSchema = z.object({
  status: z.enum(CAREER_MATCH_STATUSES),
  /** Best first; ties by code. Empty unless status is `matched`. */
  careers: z.array(CareerMatchSchema),
  /** Matches (r ≥ 0) in this Job Zone that satisfy `search`, for paging. */
  total: z.number().int(),
  jobZone: z.number().int(),
  jobZoneSource: z.enum(JOB_ZONE_SOURCES),
  /** The person's six scores (0–100), null when the attempt has no interest profile. */
  profile: RiasecProfileSchema.nullable(),
  /** The O*NET release the matches come from, e.g. "29.3". */
  onetRelease: z.string(),
});
export type CareersResponse = z.infer<typeof CareersResponseSchema>;
