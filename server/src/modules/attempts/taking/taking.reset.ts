import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  aiAnalyses,
  assessmentScreeningResponses,
  reportShares,
  testAnswers,
  testAttempts,
} from '../../../db/schema/index.ts';

/**
 * What an admin's resets remove of a person's taking (users/admin, issue 14). Run inside the
 * caller's transaction; they touch no payment: a paid profiler stays paid and can be taken again.
 */

export type RemovedAttempts = { attempts: number; answers: number; aiReports: number; shareLinks: number };

/**
 * Every attempt of the person on the profiler (open or completed) with what hangs on it: answers,
 * scores (on the attempt row), the AI report and share links (a running AI job finds its row gone
 * and stops). Ratings are not touched: they are the person's opinion, kept like a review.
 */
export async function removeAttemptsOnProfiler(
  tx: DbOrTx,
  userId: string,
  assessmentId: string,
): Promise<RemovedAttempts> {
  const ids = (
    await tx
      .select({ id: testAttempts.id })
      .from(testAttempts)
      .where(and(eq(testAttempts.userId, userId), eq(testAttempts.assessmentId, assessmentId)))
      .for('update')
  ).map((row) => row.id);
  if (ids.length === 0) return { attempts: 0, answers: 0, aiReports: 0, shareLinks: 0 };
  const [[answers], [aiReports], [shareLinks]] = await Promise.all([
    tx.select({ n: count() }).from(testAnswers).where(inArray(testAnswers.attemptId, ids)),
    tx.select({ n: count() }).from(aiAnalyses).where(inArray(aiAnalyses.attemptId, ids)),
    tx.select({ n: count() }).from(reportShares).where(inArray(reportShares.attemptId, ids)),
  ]);
  // Answers, AI reports and share links go with their attempt (on delete cascade).
  const removed = await tx
    .delete(testAttempts)
    .where(inArray(testAttempts.id, ids))
    .returning({ id: testAttempts.id });
  return {
    attempts: removed.length,
    answers: answers?.n ?? 0,
    aiReports: aiReports?.n ?? 0,
    shareLinks: shareLinks?.n ?? 0,
  };
}

/** The person's answers to the profilers' own screenings (asked before a profiler starts). */
export async function removeProfilerScreenings(tx: DbOrTx, userId: string): Promise<number> {
  const removed = await tx
    .delete(assessmentScreeningResponses)
    .where(eq(assessmentScreeningResponses.userId, userId))
    .returning({ assessmentId: assessmentScreeningResponses.assessmentId });
  return removed.length;
}
