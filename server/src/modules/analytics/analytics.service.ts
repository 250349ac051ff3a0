import type { AssessmentStats, DashboardResponse } from '@pathwise/contract';
import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { assessments, testAttempts, users } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../module-deps.ts';

/** Admin figures: the statistics panel and the dashboard overview, aggregated by PostgreSQL. */

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

export function createAnalyticsService({ db }: Pick<ModuleDeps, 'db'>) {
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

    /** All-time totals; `period` is echoed for the charts that will use it. */
    async getDashboard(period: DashboardResponse['period']): Promise<DashboardResponse> {
      // An aggregate over assessments always yields one row; the other tables join as subqueries.
      const [overview] = await db
        .select({
          totalAssessments: countAll,
          activeAssessments: sql<number>`(count(*) filter (where ${assessments.isActive}))::int`,
          totalUsers: sql<number>`(select count(*)::int from ${users} where ${isNull(users.deletedAt)})`,
          totalTestAttempts: sql<number>`(select count(*)::int from ${testAttempts})`,
          completedAttempts: sql<number>`(select count(*)::int from ${testAttempts} where ${testAttempts.isCompleted})`,
        })
        .from(assessments);
      return { period, overview: overview! };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
