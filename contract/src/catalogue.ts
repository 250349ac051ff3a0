import { z } from 'zod';
import { AssessmentGroupRefSchema } from './assessments.ts';
import { LineSchema, PaginationSchema } from './common.ts';

/**
 * The catalogue as people see it (spec §7 Assessments (user)): active profilers only, with the
 * price after an attached sale coupon, and a recommendation score from their profile screening.
 */

/** Where the signed-in person stands with a profiler (decision 015), for the card's actions. */
export const CATALOGUE_PROGRESS_STATES = ['not_started', 'in_progress', 'completed'] as const;
export const CatalogueProgressSchema = z.object({
  /** in_progress while an attempt is open (even after earlier completed ones); completed when none is. */
  state: z.enum(CATALOGUE_PROGRESS_STATES),
  /** The open attempt, to continue. */
  openAttemptId: z.uuid().nullable(),
  /** Questions answered in the open attempt (0 without one), of `questionCount`. */
  answered: z.number().int(),
  /** The latest completed attempt, whose report "View result" opens. */
  latestCompletedAttemptId: z.uuid().nullable(),
  completedAt: z.string().nullable(),
  /** Whether starting again is allowed now: free, or paid and owned (decision 015). */
  canRetake: z.boolean(),
});
export type CatalogueProgress = z.infer<typeof CatalogueProgressSchema>;

export const CatalogueProfilerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  isFree: z.boolean(),
  /** List price; null when free. */
  price: z.number().nullable(),
  currency: z.string(),
  /** Price after the attached coupon when it is usable now (ON SALE); null otherwise. */
  salePrice: z.number().nullable(),
  saleLabel: z.string().nullable(),
  category: AssessmentGroupRefSchema.nullable(),
  hasScreening: z.boolean(),
  categoryCount: z.number().int(),
  /** Questions this person will be asked (categories their screening does not show left out). */
  questionCount: z.number().int(),
  /** Minutes for those questions (estimateMinutes, contract/src/time-estimate.ts). */
  estimatedMinutes: z.number().int(),
  priority: z.number().int(),
  /** Average stars (one decimal; null before the first rating) and how many people rated it. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** 0 when nothing in the person's screening matches the profiler's targeting. */
  matchScore: z.number().int(),
  matchReasons: z.array(z.string()),
  /** The person's state with this profiler (added in issue 13; older servers leave it out). */
  progress: CatalogueProgressSchema.optional(),
});
export type CatalogueProfiler = z.infer<typeof CatalogueProfilerSchema>;

export const CatalogueDetailSchema = CatalogueProfilerSchema.extend({
  assessmentDescription: z.string(),
  /** Questions this person will be asked (restricted categories they cannot see excluded). */
  visibleQuestionCount: z.number().int(),
  categories: z.array(
    z.object({ id: z.uuid(), title: z.string(), description: z.string(), questionCount: z.number().int() }),
  ),
});
export type CatalogueDetail = z.infer<typeof CatalogueDetailSchema>;

export const CatalogueListQuerySchema = z.object({
  search: LineSchema.trim().max(200).optional(),
  /** A grouping category id. */
  categoryId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export const CatalogueListResponseSchema = z.object({
  /**
   * Best matches for this person first (at most 6), only when their screening matches something;
   * never a profiler they completed, and empty when the picks would be the whole catalogue.
   */
  recommended: z.array(CatalogueProfilerSchema),
  assessments: z.array(CatalogueProfilerSchema),
  pagination: PaginationSchema,
});

export const CatalogueDetailResponseSchema = z.object({ assessment: CatalogueDetailSchema });

export const CatalogueGroupSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  assessmentCount: z.number().int(),
});
export const CatalogueGroupsQuerySchema = z.object({ focusArea: LineSchema.trim().max(100).optional() });
export const CatalogueGroupsResponseSchema = z.object({ categories: z.array(CatalogueGroupSchema) });
export const CatalogueGroupResponseSchema = z.object({
  category: CatalogueGroupSchema,
  assessments: z.array(CatalogueProfilerSchema),
});

export type MatchProfile = {
  educationLevel: string | null;
  experienceLevel: string | null;
  skills: readonly string[];
  interests: readonly string[];
  age: number | null;
};

export type MatchTargeting = {
  targetEducationLevels: readonly string[];
  targetExperienceLevels: readonly string[];
  targetSkills: readonly string[];
  targetInterests: readonly string[];
  minAge: number | null;
  maxAge: number | null;
};

/**
 * How well a profiler's targeting fits a person's screening (DESIGN §4: targeting ranks what people
 * see first). Education and experience listed: 3 points each; each shared skill or interest: 1
 * point, at most 3 of each (case-insensitive). An age outside the profiler's bounds makes it no
 * match at all (score 0), since the profiler was written for another age group. Priority is not
 * part of the score: it orders equal matches.
 */
export function targetingMatch(
  profile: MatchProfile,
  targeting: MatchTargeting,
): { score: number; reasons: string[] } {
  if (profile.age !== null) {
    if (targeting.minAge !== null && profile.age < targeting.minAge) return { score: 0, reasons: [] };
    if (targeting.maxAge !== null && profile.age > targeting.maxAge) return { score: 0, reasons: [] };
  }
  let score = 0;
  const reasons: string[] = [];
  if (profile.educationLevel && targeting.targetEducationLevels.includes(profile.educationLevel)) {
    score += 3;
    reasons.push('education');
  }
  if (profile.experienceLevel && targeting.targetExperienceLevels.includes(profile.experienceLevel)) {
    score += 3;
    reasons.push('experience');
  }
  const shared = (mine: readonly string[], theirs: readonly string[]) => {
    const wanted = new Set(theirs.map((value) => value.toLowerCase()));
    return mine.filter((value) => wanted.has(value.toLowerCase()));
  };
  const skills = shared(profile.skills, targeting.targetSkills);
  const interests = shared(profile.interests, targeting.targetInterests);
  score += Math.min(3, skills.length) + Math.min(3, interests.length);
  reasons.push(...skills.slice(0, 3), ...interests.slice(0, 3));
  return { score, reasons };
}
