import type { AnalyticsRangeQuery, UsersAnalyticsResponse } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import { readTogether } from '../../../db/reads.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { liveAccounts, num, ratio, resolveWindow, slotFigures, sqlRows } from '../shared.ts';
import { activePeople, closedActivePeople } from './people.activity.ts';
import { closedRetentionFigures, cohortSizes, retentionCohorts } from './people.retention.ts';
import { cohortWeeks, todaysActivity } from './people.today.ts';

/**
 * GET /admin/analytics/users: who signs up, confirms, comes back and fills the profile screening.
 * People are accounts not deleted (a deleted account is anonymised: it is nobody any more).
 */

type ScreeningRow = {
  education: string | null;
  experience: string | null;
  completed: boolean;
  people: unknown;
};
type Level = { level: string | null; count: number };

/**
 * Live accounts by education or experience level, most first (ties by name, unanswered last); people
 * without a screening count as unanswered (null).
 */
function levelsOf(rows: ScreeningRow[], pick: (row: ScreeningRow) => string | null, people: number): Level[] {
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(pick(row), (counts.get(pick(row)) ?? 0) + num(row.people));
  const screened = rows.reduce((sum, row) => sum + num(row.people), 0);
  if (people > screened) counts.set(null, (counts.get(null) ?? 0) + people - screened);
  return [...counts.entries()]
    .filter(([, count]) => count > 0)
    .map(([level, count]) => ({ level, count }))
    .sort((a, b) => b.count - a.count || compareLevels(a.level, b.level));
}

const compareLevels = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

export function createPeopleService({ db, now }: Pick<ModuleDeps, 'db' | 'now'>) {
  return {
    async getUsersAnalytics(query: AnalyticsRangeQuery): Promise<UsersAnalyticsResponse> {
      const w = await resolveWindow(db, query, now());
      // Screenings and live accounts come from the rollups (migration 0017): a few dozen rows.
      const weeks = cohortWeeks(w);
      // Distinct people: the closed days' snapshots plus what today adds (people.today.ts).
      const [slots, today, closedActive, closedRetention, sizes, screenings, [totals]] = await readTogether(
        db,
        [
          () => slotFigures(db, w),
          () => todaysActivity(db, w, weeks),
          () => closedActivePeople(db, w),
          () => closedRetentionFigures(db, w, weeks),
          () => cohortSizes(db, w, weeks),
          () =>
            sqlRows<ScreeningRow>(
              db,
              sql`select education_level as "education", experience_level as "experience",
                       completed as "completed", people as "people"
                from screening_counts where people <> 0`,
            ),
          () => sqlRows<{ people: unknown }>(db, sql`select ${liveAccounts} as "people"`),
        ],
      );
      const people = num(totals?.people);
      const active = activePeople(w, closedActive, today);
      const retention = retentionCohorts(weeks, closedRetention, sizes, today);
      const screeningCompleted = screenings
        .filter((row) => row.completed)
        .reduce((sum, row) => sum + num(row.people), 0);
      return {
        window: w.window,
        signUps: { current: slots.current.signUps, previous: slots.previous.signUps },
        verifiedSignUps: { current: slots.current.verifiedSignUps, previous: slots.previous.verifiedSignUps },
        verificationRate: ratio(slots.current.verifiedSignUps, slots.current.signUps),
        activePeople: { current: active.current.people, previous: active.previous.people },
        series: w.bucketDates.map((date) => ({
          date,
          signUps: slots.buckets.get(date)?.signUps ?? 0,
          verifiedSignUps: slots.buckets.get(date)?.verifiedSignUps ?? 0,
          activePeople: active.buckets.get(date)?.people ?? 0,
        })),
        retention,
        screening: {
          completed: screeningCompleted,
          total: people,
          rate: ratio(screeningCompleted, people),
        },
        education: levelsOf(screenings, (row) => row.education, people),
        experience: levelsOf(screenings, (row) => row.experience, people),
      };
    },
  };
}
export type PeopleService = ReturnType<typeof createPeopleService>;
