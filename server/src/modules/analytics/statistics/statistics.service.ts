import type { AssessmentStats } from '@pathwise/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { assessments, testAttempts } from '../../../db/schema/index.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/** The statistics panel (attempts per profiler), aggregated by PostgreSQL. */

/** The breakdown lists the most attempted profilers only (the panel scrolls, it does not page). */
export const STATS_BREAKDOWN_LIMIT = 100;

const countAll = sql<number>`count(*)::int`;

/**
 * The statistics panel's two reads, prepared once per database (the panel is refreshed often and
 * the SQL never changes): the breakdown, and the totals.
 */
function statsStatements(db: ModuleDeps['db']) {
  const attemptsPerAssessment = db
    .select({ assessmentId: testAttempts.assessmentId, attemptCount: countAll.as('attempt_count') })
    .from(testAttempts)
    .groupBy(testAttempts.assessmentId)
    .as('attempts_per_assessment');
  const attemptCount = sql<number>`coalesce(${attemptsPerAssessment.attemptCount}, 0)::int`;
  return {
    // Profilers nobody attempted are listed too (left join), after the attempted ones.
    items: db
      .select({ id: assessments.id, title: assessments.title, attemptCount })
      .from(assessments)
      .leftJoin(attemptsPerAssessment, eq(attemptsPerAssessment.assessmentId, assessments.id))
      .orderBy(desc(attemptCount), asc(assessments.title), asc(assessments.id))
      .limit(STATS_BREAKDOWN_LIMIT)
      .prepare('analytics_stats_items'),
    totals: db
      .select({
        totalAssessments: countAll,
        totalAttempts: sql<number>`(select count(*)::int from ${testAttempts})`,
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
