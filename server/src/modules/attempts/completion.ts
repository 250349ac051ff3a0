import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { testAttempts } from '../../db/schema/index.ts';

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
