import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { id, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * A person's rating of a profiler they completed: one per person and profiler (rating again
 * updates it, an upsert on the unique key). Deleting an account keeps the row (the user row is
 * anonymised, not deleted); deleting a profiler or a user row takes its ratings with it.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    /** Trimmed; null when the person wrote none. */
    review: text('review'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ratings_user_assessment_key').on(t.userId, t.assessmentId),
    // A profiler's ratings newest first (admin list) and its statistics.
    index('ratings_assessment_created_idx').on(t.assessmentId, t.createdAt),
    // The cross-profiler "recent ratings" feed.
    index('ratings_created_idx').on(t.createdAt),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);
