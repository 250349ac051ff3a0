import type { AssessmentStats } from '@pathwise/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { assessmentAttemptCounts, assessments } from '../../../db/schema/index.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/**
 * The statistics panel (attempts per profiler), read from `assessment_attempt_counts` instead of
 * grouping every attempt on each request. The counters are live, not a summary with an age: the
 * trigger of migration 0016 moves them in the same transaction as every attempt insert, deletion
 * (a person's or a profiler's cascades too) and completion, so a committed attempt is counted by
 * the next read. statistics.counters.test.ts holds them equal to a fresh GROUP BY.
 */

/** The breakdown lists the most attempted profilers only (the panel scrolls, it does not page). */
export const STATS_BREAKDOWN_LIMIT = 100;

/**
 * The statistics panel's two reads, prepared once per database (the panel is refreshed often and
 * the SQL never changes): the breakdown, and the totals.
 */
function statsStatements(db: ModuleDeps['db']) {
  // Profilers nobody attempted have no counters row (or one at 0): the left join lists them with 0.
  const attemptCount = sql<number>`coalesce(${assessmentAttemptCounts.attempts}, 0)::int`;
  return {
    items: db
      .select({ id: assessments.id, title: assessments.title, attemptCount })
      .from(assessments)
      .leftJoin(assessmentAttemptCounts, eq(assessmentAttemptCounts.assessmentId, assessments.id))
      .orderBy(desc(attemptCount), asc(assessments.title), asc(assessments.id))
      .limit(STATS_BREAKDOWN_LIMIT)
      .prepare('analytics_stats_items'),
    // A counters row exists only for a profiler that exists (it goes with its profiler), so the
    // sum of all rows is every attempt.
    totals: db
      .select({
        totalAssessments: sql<number>`count(*)::int`,
        totalAttempts: sql<number>`(select coalesce(sum(${assessmentAttemptCounts.attempts}), 0)::int from ${assessmentAttemptCounts})`,
      })
      .from(assessments)
      .prepare('analytics_stats_totals'),
  };
}

export function createStatisticsService({ db }: Pick<ModuleDeps, 'db'>) {
  let stats: ReturnType<typeof statsStatements> | undefined;
  return {
    async getAssessmentStats(): Promise<AssessmentStats> {
      stats ??= statsStatements(db);
      const [items, [totals]] = await Promise.all([stats.items.execute(), stats.totals.execute()]);
      const { totalAssessments, totalAttempts } = totals ?? { totalAssessments: 0, totalAttempts: 0 };
      const top = items[0];
      return {
        totalAssessments,
        totalAttempts,
        averageAttempts: totalAssessments === 0 ? 0 : Math.round(totalAttempts / totalAssessments),
        mostPopular: top && top.attemptCount > 0 ? top : null,
        assessments: items,
      };
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
