import {
  type AdminRating,
  COMPLETE_BEFORE_RATING_MESSAGE,
  type Rating,
  type RatingListQuerySchema,
  type RatingListResponse,
  type RatingStats,
  type RecentRating,
  type RecentRatingsQuerySchema,
} from '@pathwise/contract';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { assessments, ratings, users } from '../../db/schema/index.ts';
import { isConstraintViolation, PG_FOREIGN_KEY_VIOLATION } from '../../platform/db-errors.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { hasCompletedAttempt } from '../attempts/taking/taking.completion.ts';
import type { ModuleDeps } from '../module-deps.ts';

/**
 * Ratings (spec §7): a person rates a profiler once they completed it, one rating per person and
 * profiler (rating again replaces it); admins list, summarise and delete. Every count and average
 * is computed by PostgreSQL.
 */

type ListQuery = z.output<typeof RatingListQuerySchema>;
type RecentQuery = z.output<typeof RecentRatingsQuerySchema>;
type RateInput = { stars: number; review: string | null };
type RatingRow = typeof ratings.$inferSelect;

const ASSESSMENT_FOREIGN_KEY = 'ratings_assessment_id_assessments_id_fk';

const profilerNotFound = () => notFound('Profiler');

function toRating(row: RatingRow): Rating {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    stars: row.stars,
    review: row.review,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdminRating(row: RatingRow, user: { id: string; name: string; email: string }): AdminRating {
  return { ...toRating(row), user: { id: user.id, name: user.name, email: user.email } };
}

/** One row of counts per profiler: `count(*) filter` keeps the whole summary to a single scan. */
const starsCount = (stars: number) =>
  sql<number>`count(${ratings.id}) filter (where ${ratings.stars} = ${stars})::int`;

const statsSelection = {
  assessmentId: assessments.id,
  count: sql<number>`count(${ratings.id})::int`,
  // numeric round is half away from zero (4.25 → 4.3); the driver returns numeric as a string.
  average: sql<string | null>`round(avg(${ratings.stars})::numeric, 1)`,
  one: starsCount(1),
  two: starsCount(2),
  three: starsCount(3),
  four: starsCount(4),
  five: starsCount(5),
};

type StatsRow = {
  assessmentId: string;
  count: number;
  average: string | null;
  one: number;
  two: number;
  three: number;
  four: number;
  five: number;
};

function toStats(row: StatsRow): RatingStats {
  return {
    assessmentId: row.assessmentId,
    average: row.average === null ? null : Number(row.average),
    count: Number(row.count),
    distribution: {
      1: Number(row.one),
      2: Number(row.two),
      3: Number(row.three),
      4: Number(row.four),
      5: Number(row.five),
    },
  };
}

export function createRatingsService({ db, now }: ModuleDeps) {
  /** Statistics of one profiler; the left join keeps a profiler nobody rated, a missing one has no row. */
  async function getStats(assessmentId: string): Promise<RatingStats> {
    const [row] = await db
      .select(statsSelection)
      .from(assessments)
      .leftJoin(ratings, eq(ratings.assessmentId, assessments.id))
      .where(eq(assessments.id, assessmentId))
      .groupBy(assessments.id);
    if (!row) throw profilerNotFound();
    return toStats(row);
  }

  return {
    /**
     * Creates or replaces the person's rating. The upsert on (user, profiler) keeps one row even
     * when two requests race; `xmax = 0` tells a fresh row from a replaced one.
     */
    async rate(
      userId: string,
      assessmentId: string,
      input: RateInput,
    ): Promise<{ rating: Rating; created: boolean }> {
      const [profiler] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(eq(assessments.id, assessmentId));
      if (!profiler) throw profilerNotFound();
      if (!(await hasCompletedAttempt(db, userId, assessmentId))) {
        throw new AppError('UNPROCESSABLE', COMPLETE_BEFORE_RATING_MESSAGE);
      }

      const at = now();
      try {
        const [row] = await db
          .insert(ratings)
          .values({
            userId,
            assessmentId,
            stars: input.stars,
            review: input.review,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoUpdate({
            target: [ratings.userId, ratings.assessmentId],
            set: { stars: input.stars, review: input.review, updatedAt: at },
          })
          .returning({ ...getTableColumns(ratings), created: sql<boolean>`(xmax = 0)` });
        const { created, ...rating } = row!;
        return { rating: toRating(rating), created: Boolean(created) };
      } catch (error) {
        // The profiler was deleted between the check and the write.
        if (isConstraintViolation(error, PG_FOREIGN_KEY_VIOLATION, ASSESSMENT_FOREIGN_KEY)) {
          throw profilerNotFound();
        }
        throw error;
      }
    },

    /** The person's own rating of the profiler, or null when they have not rated it. */
    async findOwn(userId: string, assessmentId: string): Promise<Rating | null> {
      const [row] = await db
        .select({ profilerId: assessments.id, rating: ratings })
        .from(assessments)
        .leftJoin(ratings, and(eq(ratings.assessmentId, assessments.id), eq(ratings.userId, userId)))
        .where(eq(assessments.id, assessmentId));
      if (!row) throw profilerNotFound();
      return row.rating ? toRating(row.rating) : null;
    },

    getStats,

    /** A profiler's ratings with their authors, newest first, paginated in SQL. */
    async list(assessmentId: string, { limit, offset }: ListQuery): Promise<RatingListResponse> {
      const [totals, rows] = await Promise.all([
        db
          .select({ total: sql<number>`count(${ratings.id})::int` })
          .from(assessments)
          .leftJoin(ratings, eq(ratings.assessmentId, assessments.id))
          .where(eq(assessments.id, assessmentId))
          .groupBy(assessments.id),
        db
          .select({ rating: ratings, user: { id: users.id, name: users.name, email: users.email } })
          .from(ratings)
          .innerJoin(users, eq(users.id, ratings.userId))
          .where(eq(ratings.assessmentId, assessmentId))
          .orderBy(desc(ratings.createdAt), desc(ratings.id))
          .limit(limit)
          .offset(offset),
      ]);
      const [found] = totals;
      if (!found) throw profilerNotFound();
      const total = Number(found.total);
      return {
        ratings: rows.map((row) => toAdminRating(row.rating, row.user)),
        total,
        limit,
        offset,
        hasMore: offset + rows.length < total,
      };
    },

    /** The newest ratings across every profiler, for the admin console's feed. */
    async listRecent({ limit }: RecentQuery): Promise<RecentRating[]> {
      const rows = await db
        .select({
          rating: ratings,
          user: { id: users.id, name: users.name, email: users.email },
          assessment: { id: assessments.id, title: assessments.title },
        })
        .from(ratings)
        .innerJoin(users, eq(users.id, ratings.userId))
        .innerJoin(assessments, eq(assessments.id, ratings.assessmentId))
        .orderBy(desc(ratings.createdAt), desc(ratings.id))
        .limit(limit);
      return rows.map((row) => ({ ...toAdminRating(row.rating, row.user), assessment: row.assessment }));
    },

    async remove(id: string): Promise<void> {
      const deleted = await db.delete(ratings).where(eq(ratings.id, id)).returning({ id: ratings.id });
      if (deleted.length === 0) throw notFound('Rating');
    },
  };
}

export type RatingsService = ReturnType<typeof createRatingsService>;
