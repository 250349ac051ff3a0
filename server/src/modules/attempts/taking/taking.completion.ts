import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { testAttempts } from '../../../db/schema/index.ts';

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
