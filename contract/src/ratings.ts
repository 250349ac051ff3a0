import { z } from 'zod';

/**
 * Ratings (spec §7): a person rates a profiler they completed, 1–5 whole stars with an optional
 * review. One rating per person and profiler; rating again replaces it. Admins read every
 * rating with its author, the statistics, the most recent ones across profilers, and delete.
 */

export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export const MIN_STARS = 1;
export const MAX_STARS = 5;
export const MAX_REVIEW_LENGTH = 2000;

export const STARS_MESSAGE = 'Stars must be a whole number from 1 to 5';
export const REVIEW_TOO_LONG_MESSAGE = 'A review must be at most 2,000 characters';
export const COMPLETE_BEFORE_RATING_MESSAGE = 'Complete this profiler before rating it.';

/** Page sizes of the admin lists: the spec's defaults, with caps so nobody can ask for everything. */
export const RATING_PAGE_DEFAULT = 50;
export const RATING_PAGE_MAX = 200;
export const RECENT_RATINGS_DEFAULT = 10;
export const RECENT_RATINGS_MAX = 50;

export const StarsSchema = z
  .number({ error: STARS_MESSAGE })
  .int({ error: STARS_MESSAGE })
  .min(MIN_STARS, { error: STARS_MESSAGE })
  .max(MAX_STARS, { error: STARS_MESSAGE });

/** Trimmed; blank (or left out, or null) is stored as no review. */
export const ReviewSchema = z
  .string({ error: 'A review must be text' })
  .trim()
  .max(MAX_REVIEW_LENGTH, { error: REVIEW_TOO_LONG_MESSAGE })
  .nullish()
  .transform((review) => (review ? review : null));

export const RateBodySchema = z.object({ stars: StarsSchema, review: ReviewSchema });
export type RateBody = z.input<typeof RateBodySchema>;

export const RatingSchema = z.object({
  id: z.uuid(),
  assessmentId: z.uuid(),
  stars: z.number().int(),
  review: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rating = z.infer<typeof RatingSchema>;

export const RateResponseSchema = z.object({
  rating: RatingSchema,
  /** False when this call replaced the person's earlier rating. */
  created: z.boolean(),
  message: z.string(),
});
export type RateResponse = z.infer<typeof RateResponseSchema>;

export const MyRatingResponseSchema = z.object({ rating: RatingSchema.nullable() });
export type MyRatingResponse = z.infer<typeof MyRatingResponseSchema>;

/** How many ratings gave each number of stars; every key 1–5 is present. */
export const RatingDistributionSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type RatingDistribution = z.infer<typeof RatingDistributionSchema>;

export const RatingStatsSchema = z.object({
  assessmentId: z.uuid(),
  /** Mean stars rounded to one decimal (half away from zero); null while nobody has rated. */
  average: z.number().nullable(),
  count: z.number().int(),
  distribution: RatingDistributionSchema,
});
export type RatingStats = z.infer<typeof RatingStatsSchema>;

export const RatingStatsResponseSchema = z.object({ stats: RatingStatsSchema });
export type RatingStatsResponse = z.infer<typeof RatingStatsResponseSchema>;

export const RatingAuthorSchema = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** A rating as admins see it: with who wrote it. */
export const AdminRatingSchema = RatingSchema.extend({ user: RatingAuthorSchema });
export type AdminRating = z.infer<typeof AdminRatingSchema>;

export const RatingListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RATING_PAGE_MAX).default(RATING_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type RatingListQuery = z.input<typeof RatingListQuerySchema>;

export const RatingListResponseSchema = z.object({
  ratings: z.array(AdminRatingSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
});
export type RatingListResponse = z.infer<typeof RatingListResponseSchema>;

/** A rating in the cross-profiler "recent" feed: with its author and the profiler's title. */
export const RecentRatingSchema = AdminRatingSchema.extend({
  assessment: z.object({ id: z.uuid(), title: z.string() }),
});
export type RecentRating = z.infer<typeof RecentRatingSchema>;

export const RecentRatingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECENT_RATINGS_MAX).default(RECENT_RATINGS_DEFAULT),
});

export const RecentRatingsResponseSchema = z.object({ ratings: z.array(RecentRatingSchema) });
export type RecentRatingsResponse = z.infer<typeof RecentRatingsResponseSchema>;
