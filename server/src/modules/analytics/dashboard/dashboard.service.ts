import type { DashboardQuery, DashboardResponse } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import { assessmentAttemptCounts, assessments } from '../../../db/schema/index.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { liveAccounts, ratio, resolveWindow, slotFigures } from '../shared.ts';
import { latestPeople } from './dashboard.people.ts';
import { revenueByCurrency } from './dashboard.revenue.ts';

/** The admin dashboard's figures, aggregated by PostgreSQL. */

const countAll = sql<number>`count(*)::int`;

export function createDashboardService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  /**
   * All-time totals (spec §3). Attempts come from the per-profiler counters the database keeps in
   * the same transaction as every attempt insert, delete and completion (migration 0016), people
   * from the slots rollup (0017: live accounts by sign-up slot): exact, and a few small rows instead
   * of counting every account and attempt on each request.
   */
  async function getOverview(): Promise<DashboardResponse['overview']> {
    // An aggregate over assessments always yields one row; the other tables join as subqueries.
    const [overview] = await db
      .select({
        totalAssessments: countAll,
        activeAssessments: sql<number>`(count(*) filter (where ${assessments.isActive}))::int`,
        totalUsers: liveAccounts,
        totalTestAttempts: sql<number>`(select coalesce(sum(${assessmentAttemptCounts.attempts}), 0)::int from ${assessmentAttemptCounts})`,
        completedAttempts: sql<number>`(select coalesce(sum(${assessmentAttemptCounts.completed}), 0)::int from ${assessmentAttemptCounts})`,
      })
      .from(assessments);
    return overview!;
  }

  return {
    getOverview,

    async getDashboard(query: DashboardQuery): Promise<DashboardResponse> {
      const w = await resolveWindow(db, { timeRange: query.period, tz: query.tz }, now());
      // Sign-ups and attempts come from one scan of the slots; the completion rate is of the
      // attempts started in the period (or bucket): the share of them completed by now (completions
      // divided by starts of the same days could exceed 1: started last month, completed today).
      const [overview, slots, revenue, page] = await readTogether(db, [
        getOverview,
        () => slotFigures(db, w),
        () => revenueByCurrency(db, w),
        () => latestPeople(db, query),
      ]);
      const rate = (figures: { attemptsStarted: number; startedAndCompleted: number }) =>
        ratio(figures.startedAndCompleted, figures.attemptsStarted);
      // Every bucket of the range, empty ones as zeros (the database has rows only where something happened).
      const series = w.bucketDates.map((date) => {
        const a = slots.buckets.get(date);
        return {
          date,
          signUps: a?.signUps ?? 0,
          verifiedSignUps: a?.verifiedSignUps ?? 0,
          attemptsStarted: a?.attemptsStarted ?? 0,
          attemptsCompleted: a?.attemptsCompleted ?? 0,
          completionRate: a ? rate(a) : null,
        };
      });
      return {
        period: query.period,
        window: w.window,
        overview,
        kpis: {
          signUps: { current: slots.current.signUps, previous: slots.previous.signUps },
          verifiedSignUps: {
            current: slots.current.verifiedSignUps,
            previous: slots.previous.verifiedSignUps,
          },
          attemptsStarted: {
            current: slots.current.attemptsStarted,
            previous: slots.previous.attemptsStarted,
          },
          attemptsCompleted: {
            current: slots.current.attemptsCompleted,
            previous: slots.previous.attemptsCompleted,
          },
          completionRate: { current: rate(slots.current) ?? 0, previous: rate(slots.previous) ?? 0 },
        },
        series,
        revenue,
        users: page.users,
        usersPagination: {
          page: query.page,
          limit: query.limit,
          total: overview.totalUsers,
          hasMore: query.page * query.limit < overview.totalUsers,
        },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
