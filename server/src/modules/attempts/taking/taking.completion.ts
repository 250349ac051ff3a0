import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { testAnswers, testAttempts, users } from '../../../db/schema/index.ts';

/**
 * What other modules read of one attempt: ratings (completed at least once), shares and the users'
 * onboarding (the person's own completed attempt), reports (owner and completion, then what a
 * report is written from: the scores and the answers).
 */

/** Whether the person has completed the profiler at least once (ratings need it). One indexed EXISTS. */
export async function hasCompletedAttempt(
  db: DbOrTx,
  userId: string,
  assessmentId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ value: sql<number>`1` })
    .from(testAttempts)
    .where(
      and(
        eq(testAttempts.userId, userId),
        eq(testAttempts.assessmentId, assessmentId),
        eq(testAttempts.isCompleted, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the attempt exists, belongs to this person, and is completed — for the modules that act
 * on a finished report (sharing it, the report guide). undefined: not theirs, or no such attempt.
 */
export async function ownAttemptCompletion(
  db: DbOrTx,
  userId: string,
  attemptId: string,
): Promise<{ isCompleted: boolean } | undefined> {
  const [row] = await db
    .select({ isCompleted: testAttempts.isCompleted })
    .from(testAttempts)
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)));
  return row;
}

/**
 * The attempt's owner and whether it is completed, whoever asks: the caller scopes it (reports: an
 * administrator reads any attempt, a person only theirs). undefined: no such attempt.
 */
export async function findAttemptCompletion(
  db: DbOrTx,
  attemptId: string,
): Promise<{ id: string; userId: string; isCompleted: boolean } | undefined> {
  const [row] = await db
    .select({ id: testAttempts.id, userId: testAttempts.userId, isCompleted: testAttempts.isCompleted })
    .from(testAttempts)
    .where(eq(testAttempts.id, attemptId));
  return row;
}

/**
 * What a report is written from: the owner (with their name), the profiler, the scores (null until
 * scored) and the completion time. undefined: no such attempt.
 */
export async function findAttemptForReport(db: DbOrTx, attemptId: string) {
  const [row] = await db
    .select({
      userId: testAttempts.userId,
      assessmentId: testAttempts.assessmentId,
      scores: testAttempts.scores,
      completedAt: testAttempts.completedAt,
      name: users.name,
    })
    .from(testAttempts)
    .innerJoin(users, eq(users.id, testAttempts.userId))
    .where(eq(testAttempts.id, attemptId));
  return row;
}

/** The attempt's answers in the order they were first given. */
export async function attemptAnswersInOrder(db: DbOrTx, attemptId: string) {
  return db
    .select({ questionId: testAnswers.questionId, answer: testAnswers.answer })
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId))
    .orderBy(asc(testAnswers.createdAt));
}

/**
 * The person's own attempt with its profiler and scores (null until scored), scoped to the owner in
 * the query: undefined for anyone else's attempt or no attempt (the norms' percentiles).
 */
export async function findOwnAttemptScores(db: DbOrTx, userId: string, attemptId: string) {
  const [row] = await db
    .select({
      assessmentId: testAttempts.assessmentId,
      isCompleted: testAttempts.isCompleted,
      scores: testAttempts.scores,
    })
    .from(testAttempts)
    .where(and(eq(testAttempts.id, attemptId), eq(testAttempts.userId, userId)));
  return row;
}

/**
 * For aggregates over results (the norms job, decision 014): each person's latest completed and
 * scored attempt per profiler — a retake replaces the earlier result rather than counting twice —
 * as a SQL source `(user_id, assessment_id, traits)`, traits being the scores' trait array (a
 * reader unnesting it should check it is an array).
 */
export function latestCompletedTraitsSource(): SQL {
  // An anti-join rather than DISTINCT ON: no sort of every attempt (at scale, one hash of the keys).
  // No condition on the scores' shape here: the planner cannot estimate one, and its guess of a few
  // rows turned the joins into a million index probes; readers check the shape as they unnest.
  return sql`(
    select a.user_id, a.assessment_id, a.scores -> 'traits' as traits
    from ${testAttempts} a
    where a.is_completed and a.scores is not null
      and not exists (
        select 1 from ${testAttempts} b
        where b.user_id = a.user_id and b.assessment_id = a.assessment_id
          and b.is_completed and b.scores is not null
          and (coalesce(b.completed_at, '-infinity'), b.id) > (coalesce(a.completed_at, '-infinity'), a.id)
      )
  )`;
}
