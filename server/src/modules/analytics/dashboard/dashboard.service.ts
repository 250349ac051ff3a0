import type { DashboardResponse } from '@pathwise/contract';
import { isNull, sql } from 'drizzle-orm';
import { assessments, testAttempts, users } from '../../../db/schema/index.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/** The admin dashboard's figures, aggregated by PostgreSQL. */

const countAll = sql<number>`count(*)::int`;

export function createDashboardService({ db }: Pick<ModuleDeps, 'db'>) {
  return {
    /** All-time totals (spec §3). */
    async getOverview(): Promise<DashboardResponse['overview']> {
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
      return overview!;
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
