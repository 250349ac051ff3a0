import type { AnalyticsRangeQuery, UsersAnalyticsResponse } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { num, periodFigures, ratio, resolveWindow, signUpsIn, sqlRows } from '../shared.ts';
import { activePeople } from './people.activity.ts';
import { retentionCohorts } from './people.retention.ts';

/**
 * GET /admin/analytics/users: who signs up, confirms, comes back and fills the profile screening.
 * People are accounts not deleted (a deleted account is anonymised: it is nobody any more).
 */

type LevelRow = { level: string | null; count: unknown };

export function createPeopleService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  /** Education or experience level of every person; null when the screening left it unanswered. */
  const levels = (column: 'education_level' | 'experience_level') =>
    sqlRows<LevelRow>(
      db,
      sql`select p.${sql.identifier(column)} as "level", count(*) as "count"
          from users u left join student_profiles p on p.user_id = u.id
          where u.deleted_at is null
          group by 1 order by count(*) desc, 1 asc nulls last`,
    );

  return {
    async getUsersAnalytics(query: AnalyticsRangeQuery): Promise<UsersAnalyticsResponse> {
      const w = await resolveWindow(db, query, now());
      const [signUps, active, retention, [screening], education, experience] = await readTogether(db, [
        () =>
          periodFigures(db, w, signUpsIn(w.both), {
            signUps: sql`count(*)`,
            verified: sql`count(*) filter (where g.verified)`,
          }),
        () => activePeople(db, w),
        () => retentionCohorts(db, w),
        () =>
          sqlRows<{ completed: unknown; total: unknown }>(
            db,
            sql`select count(p.completed_at) as "completed", count(*) as "total"
                from users u left join student_profiles p on p.user_id = u.id
                where u.deleted_at is null`,
          ),
        () => levels('education_level'),
        () => levels('experience_level'),
      ]);
      const screeningCompleted = num(screening?.completed);
      const screeningTotal = num(screening?.total);
      const toLevels = (rows: LevelRow[]) => rows.map((row) => ({ level: row.level, count: num(row.count) }));
      return {
        window: w.window,
        signUps: { current: signUps.current.signUps, previous: signUps.previous.signUps },
        verifiedSignUps: { current: signUps.current.verified, previous: signUps.previous.verified },
        verificationRate: ratio(signUps.current.verified, signUps.current.signUps),
        activePeople: { current: active.current.people, previous: active.previous.people },
        series: w.bucketDates.map((date) => ({
          date,
          signUps: signUps.buckets.get(date)?.signUps ?? 0,
          verifiedSignUps: signUps.buckets.get(date)?.verified ?? 0,
          activePeople: active.buckets.get(date)?.people ?? 0,
        })),
        retention,
        screening: {
          completed: screeningCompleted,
          total: screeningTotal,
          rate: ratio(screeningCompleted, screeningTotal),
        },
        education: toLevels(education),
        experience: toLevels(experience),
      };
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
