import type { DashboardQuery, DashboardResponse } from '@pathwise/contract';
import { isNull, sql } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import { assessmentAttemptCounts, assessments, users } from '../../../db/schema/index.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { periodFigures, type ResolvedWindow, ratio, resolveWindow, signUpsIn, within } from '../shared.ts';
import { latestPeople } from './dashboard.people.ts';
import { revenueByCurrency } from './dashboard.revenue.ts';

/** The admin dashboard's figures, aggregated by PostgreSQL. */

const countAll = sql<number>`count(*)::int`;

export function createDashboardService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  /** Sign-ups: accounts created in the period and not deleted since; verified: of those, confirmed. */
  function signUps(w: ResolvedWindow) {
    return periodFigures(db, w, signUpsIn(w.both), {
      signUps: sql`count(*)`,
      verifiedSignUps: sql`count(*) filter (where g.verified)`,
    });
  }

  /**
   * Attempts started (by started_at) and completed (by completed_at), each read over its own index.
   * The completion rate is of the attempts started in the period (or bucket): the share of them
   * completed by now. Completions divided by starts of the same days could exceed 1 (an attempt
   * started last month and completed today), which is not a rate.
   */
  function attempts(w: ResolvedWindow) {
    return periodFigures(
      db,
      w,
      sql`select a.started_at as at, 'started' as kind, a.completed_at is not null as done
            from test_attempts a where ${within(sql`a.started_at`, w.both)}
          union all
          select a.completed_at, 'completed', true
            from test_attempts a where ${within(sql`a.completed_at`, w.both)}`,
      {
        attemptsStarted: sql`count(*) filter (where g.kind = 'started')`,
        startedAndCompleted: sql`count(*) filter (where g.kind = 'started' and g.done)`,
        attemptsCompleted: sql`count(*) filter (where g.kind = 'completed')`,
      },
    );
  }

  /**
   * All-time totals (spec §3). Attempts come from the per-profiler counters the database keeps in
   * the same transaction as every attempt insert, delete and completion (migration 0016): exact, and
   * one small row per profiler instead of counting every attempt on each request.
   */
  async function getOverview(): Promise<DashboardResponse['overview']> {
    // An aggregate over assessments always yields one row; the other tables join as subqueries.
    const [overview] = await db
      .select({
        totalAssessments: countAll,
        activeAssessments: sql<number>`(count(*) filter (where ${assessments.isActive}))::int`,
        totalUsers: sql<number>`(select count(*)::int from ${users} where ${isNull(users.deletedAt)})`,
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
      const [overview, people, started, revenue, page] = await readTogether(db, [
        getOverview,
        () => signUps(w),
        () => attempts(w),
        () => revenueByCurrency(db, w),
        () => latestPeople(db, query),
      ]);
      const rate = (figures: { attemptsStarted: number; startedAndCompleted: number }) =>
        ratio(figures.startedAndCompleted, figures.attemptsStarted);
      // Every bucket of the range, empty ones as zeros (the database has rows only where something happened).
      const series = w.bucketDates.map((date) => {
        const s = people.buckets.get(date);
        const a = started.buckets.get(date);
        return {
          date,
          signUps: s?.signUps ?? 0,
          verifiedSignUps: s?.verifiedSignUps ?? 0,
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
          signUps: { current: people.current.signUps, previous: people.previous.signUps },
          verifiedSignUps: {
            current: people.current.verifiedSignUps,
            previous: people.previous.verifiedSignUps,
          },
          attemptsStarted: {
            current: started.current.attemptsStarted,
            previous: started.previous.attemptsStarted,
          },
          attemptsCompleted: {
            current: started.current.attemptsCompleted,
            previous: started.previous.attemptsCompleted,
          },
          completionRate: { current: rate(started.current) ?? 0, previous: rate(started.previous) ?? 0 },
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
