import type { AnalyticsRangeQuery, UsersAnalyticsResponse } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import {
  num,
  type Period,
  periodFigures,
  ratio,
  resolveWindow,
  signUpsIn,
  sqlRows,
  within,
} from '../shared.ts';
import { retentionCohorts } from './people.retention.ts';

/**
 * GET /admin/analytics/users: who signs up, confirms, comes back and fills the profile screening.
 * People are accounts not deleted (a deleted account is anonymised: it is nobody any more).
 */

/**
 * Activity: an attempt started, answered (its last answer: test_attempts keeps only the latest
 * answer's time) or completed in `period`, by someone whose account still exists; one row per event.
 */
const activityIn = (period: Period) => {
  const event = (column: string) =>
    sql`select a.user_id, ${sql.raw(`a.${column}`)} as at
        from test_attempts a join users u on u.id = a.user_id and u.deleted_at is null
        where ${within(sql.raw(`a.${column}`), period)}`;
  return sql`${event('started_at')} union all ${event('last_answered_at')} union all ${event('completed_at')}`;
};

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
        () => periodFigures(db, w, activityIn(w.both), { people: sql`count(distinct g.user_id)` }),
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
