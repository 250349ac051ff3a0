import type { AttemptProgress } from '@pathwise/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  categories,
  questions,
  studentProfiles,
  testAnswers,
  testAttempts,
} from '../../../db/schema/index.ts';
import type { ScreeningValues } from '../../assessments/profilers/profilers.content.ts';

/**
 * Attempt reads in SQL instead of loading the whole profiler: the attempt with its owner's
 * screening values in one read, and progress as one aggregate. The visibility rule is the same as
 * `isCategoryVisible` (profilers.content.ts); the routes tests exercise both paths on the same data.
 * Saving an answer (the hot path) has its own two prepared statements in
 * taking.answer-statements.ts, whose progress must equal `attemptProgress`
 * (taking.answer-statements.routes.test.ts checks it).
 */

export type AttemptWithScreening = typeof testAttempts.$inferSelect & { screening: ScreeningValues | null };

export async function findOwnAttempt(
  db: DbOrTx,
  userId: string,
  assessmentId: string,
  attemptId: string,
): Promise<AttemptWithScreening | null> {
  const [row] = await db
    .select({
      attempt: testAttempts,
      educationLevel: studentProfiles.educationLevel,
      experienceLevel: studentProfiles.experienceLevel,
      hasProfile: sql<boolean>`${studentProfiles.userId} is not null`,
    })
    .from(testAttempts)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, testAttempts.userId))
    .where(
      and(
        eq(testAttempts.id, attemptId),
        eq(testAttempts.userId, userId),
        eq(testAttempts.assessmentId, assessmentId),
      ),
    );
  if (!row) return null;
  return {
    ...row.attempt,
    screening: row.hasProfile
      ? { educationLevel: row.educationLevel, experienceLevel: row.experienceLevel }
      : null,
  };
}

/** SQL twin of isCategoryVisible: an empty restriction, or the person's education or experience listed. */
function visibleTo(screening: ScreeningValues | null) {
  const values = [screening?.educationLevel, screening?.experienceLevel].filter((v): v is string => !!v);
  return values.length === 0
    ? sql`cardinality(${categories.showForScreeningAnswers}) = 0`
    : sql`(cardinality(${categories.showForScreeningAnswers}) = 0 or ${categories.showForScreeningAnswers} && ${sql.param(values)}::text[])`;
}

/** Answered, total and required-remaining counts over the questions this person sees, per category. */
export async function attemptProgress(
  db: DbOrTx,
  assessmentId: string,
  attemptId: string,
  screening: ScreeningValues | null,
): Promise<AttemptProgress> {
  const list = await db
    .select({
      categoryId: categories.id,
      total: sql<number>`count(${questions.id})::int`,
      answered: sql<number>`count(${testAnswers.id})::int`,
      requiredRemaining: sql<number>`(count(${questions.id}) filter (where ${questions.type} <> 'TEXT' and ${testAnswers.id} is null))::int`,
    })
    .from(categories)
    .leftJoin(questions, eq(questions.categoryId, categories.id))
    .leftJoin(
      testAnswers,
      and(eq(testAnswers.attemptId, attemptId), eq(testAnswers.questionId, questions.id)),
    )
    .where(and(eq(categories.assessmentId, assessmentId), visibleTo(screening)))
    .groupBy(categories.id, categories.order, categories.createdAt)
    .orderBy(asc(categories.order), asc(categories.createdAt), asc(categories.id));
  const total = list.reduce((sum, row) => sum + row.total, 0);
  const answered = list.reduce((sum, row) => sum + row.answered, 0);
  return {
    answered,
    total,
    percentage: total === 0 ? 100 : Math.floor((answered / total) * 100),
    requiredRemaining: list.reduce((sum, row) => sum + row.requiredRemaining, 0),
    categories: list.map((row) => ({
      categoryId: row.categoryId,
      answered: row.answered,
      total: row.total,
    })),
  };
}
