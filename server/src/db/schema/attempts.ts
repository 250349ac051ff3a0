import type { AnswerValue, AttemptScoresBody, QualityFlag } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessments, categories, questions } from './assessments.ts';
import { id, jsonbValue, timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

/** A person's run through a profiler: answers, then scores once completed. */
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
    lastAnsweredAt: tstz('last_answered_at'),
    /** The scoring function's output (null until completed); `recalculate` rewrites it. */
    scores: jsonb('scores').$type<AttemptScoresBody>(),
    qualityFlags: jsonb('quality_flags').$type<QualityFlag[]>().notNull().default(sql`'[]'::jsonb`),
    scoredAt: tstz('scored_at'),
    ...timestamps(),
  },
  (t) => [
    // A profiler's attempts newest first, the admin results list's order: a page is read from the
    // index whatever the profiler's size (growth bench, issue 18). Its prefix serves every lookup by
    // profiler the single-column index used to.
    index('test_attempts_assessment_started_idx').on(
      t.assessmentId,
      t.startedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('test_attempts_user_idx').on(t.userId, t.createdAt),
    index('test_attempts_completed_idx').on(t.assessmentId).where(sql`${t.isCompleted}`),
    // Analytics ranges (issue 17): attempts started, and completed, between two instants.
    index('test_attempts_started_idx').on(t.startedAt, t.assessmentId),
    index('test_attempts_completed_at_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    // At most one open attempt per person and profiler: starting twice at once resumes, never forks.
    uniqueIndex('test_attempts_one_open_key')
      .on(t.userId, t.assessmentId)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

/** One answer per question per attempt (upserted: changing an answer replaces it). */
export const testAnswers = pgTable(
  'test_answers',
  {
    id: id(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    answer: jsonbValue<AnswerValue>('answer').notNull(),
    /** The answer's numeric value when the question is scored (null for TEXT). */
    score: real('score'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('test_answers_attempt_question_key').on(t.attemptId, t.questionId)],
);

/** A person's answers to a profiler's own screening (asked before it starts, when hasScreening). */
export const assessmentScreeningResponses = pgTable(
  'assessment_screening_responses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** Keyed by the screening question's id. */
    responses: jsonb('responses').$type<Record<string, string | number | string[]>>().notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assessmentId] })],
);

/**
 * Attempts per profiler for the statistics panel, kept by a trigger on test_attempts (migration
 * 0016) in the same transaction as every insert, delete (cascades included) and completion, so the
 * panel reads one small row per profiler instead of grouping every attempt on each request.
 */
export const assessmentAttemptCounts = pgTable('assessment_attempt_counts', {
  assessmentId: uuid('assessment_id')
    .primaryKey()
    .references(() => assessments.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  completed: integer('completed').notNull().default(0),
});
