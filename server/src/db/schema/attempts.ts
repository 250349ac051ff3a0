import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { id, timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

/**
 * A person's run through a profiler. The authoring issue needs only the counts (dashboard and
 * statistics); the attempts issue adds answers, scores and reports around this table.
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    status: text('status').$type<'in_progress' | 'completed'>().notNull().default('in_progress'),
    isCompleted: boolean('is_completed').notNull().default(false),
    startedAt: tstz('started_at').notNull().defaultNow(),
    completedAt: tstz('completed_at'),
    ...timestamps(),
  },
  (t) => [
    index('test_attempts_assessment_idx').on(t.assessmentId),
    index('test_attempts_user_idx').on(t.userId, t.createdAt),
    index('test_attempts_completed_idx').on(t.assessmentId).where(sql`${t.isCompleted}`),
  ],
);
