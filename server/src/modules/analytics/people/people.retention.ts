import type { CohortRow } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { instant, num, type ResolvedWindow, sqlRows } from '../shared.ts';
import { closedFigures } from './people.snapshots.ts';
import { type CohortWeeks, localMidnight, type TodaysActivity, weekOf } from './people.today.ts';

/**
 * Retention by sign-up week (local ISO weeks, Monday first): a cohort is everyone (not deleted)
 * who signed up in a week that overlaps the range — the whole week, so a cohort's size does not
 * depend on the range chosen — and `activeShare[k]` is the share of them who started, answered or
 * completed an attempt in the k-th week after it (week 0 = the sign-up week), for every week that
 * has begun. Weeks nobody signed up in have no row. The database counts the people; Node only
 * divides the counts and lays them in rows.
 *
 * As with active people (people.activity.ts), the activity before the viewer's today comes from a
 * snapshot and today's is added live: this week's column gains today's active people of each
 * cohort not yet active earlier this week. Cohort sizes are counted live (today's sign-ups join
 * this week's cohort at once).
 */
export function retentionCohorts(
  weeks: CohortWeeks,
  closed: ClosedRetention,
  sizes: CohortSizes,
  today: Pick<TodaysActivity, 'returns'>,
): CohortRow[] {
  const active = new Map<string, number>();
  for (const [week, offset, people] of closed) active.set(`${week}+${offset}`, people);
  for (const [week, people] of today.returns) {
    const cell = `${week}+${weeksBetween(week, weeks.thisMonday)}`;
    active.set(cell, (active.get(cell) ?? 0) + people);
  }
  return sizes.map(([weekStart, size]) => ({
    weekStart,
    size,
    activeShare: Array.from(
      { length: weeksBetween(weekStart, weeks.thisMonday) + 1 },
      (_, k) => (active.get(`${weekStart}+${k}`) ?? 0) / size,
    ),
  }));
}

/** [cohort week, week offset, people active] before today. */
type ClosedRetention = Array<[string, number, number]>;
/** [cohort week, live accounts who signed up in it], oldest first. */
type CohortSizes = Array<[string, number]>;

/** The closed days' figures, from the day's snapshot (people.snapshots.ts). */
export function closedRetentionFigures(
  db: DbOrTx,
  w: ResolvedWindow,
  weeks: CohortWeeks,
): Promise<ClosedRetention> {
  const key = `retention:${w.window.timeRange}:${w.timeZone}:${w.window.toDate}`;
  return closedFigures(db, key, w.today.start, () => closedRetention(db, w, weeks));
}

const weeksBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / (7 * 86_400_000));

/** Live accounts who signed up from the first cohort's Monday to the end of today. */
const cohortPeople = (w: ResolvedWindow, weeks: CohortWeeks) =>
  sql`select u.id, ${weekOf(sql`u.created_at`, w.timeZone)} as week
      from users u
      where u.deleted_at is null and u.created_at >= ${localMidnight(weeks.firstMonday, w.timeZone)}
        and u.created_at < ${instant(w.current.end)}`;

/**
 * Cohort sizes from the slots rollup (live accounts by sign-up slot; a slot lies inside one local
 * week), so today's sign-ups count at once without reading the accounts.
 */
export async function cohortSizes(db: DbOrTx, w: ResolvedWindow, weeks: CohortWeeks): Promise<CohortSizes> {
  const rows = await sqlRows<{ week: string; size: unknown }>(
    db,
    sql`select ${weekOf(sql`s.slot`, w.timeZone)} as "week", sum(s.sign_ups) as "size"
        from analytics_slots s
        where s.slot >= ${localMidnight(weeks.firstMonday, w.timeZone)} and s.slot < ${instant(w.current.end)}
        group by 1 having sum(s.sign_ups) > 0 order by 1`,
  );
  return rows.map((row) => [row.week, num(row.size)]);
}

/**
 * Activity before today: per person the distinct weeks they were active in (their own log rows, over
 * its primary key), then people per cohort and week.
 */
async function closedRetention(db: DbOrTx, w: ResolvedWindow, weeks: CohortWeeks): Promise<ClosedRetention> {
  const rows = await sqlRows<{ week: string; offset: unknown; active: unknown }>(
    db,
    sql`select c.week as "week", (e.active_week::date - c.week::date) / 7 as "offset", count(*) as "active"
        from (${cohortPeople(w, weeks)}) c
        cross join lateral (
          select distinct ${weekOf(sql`pa.slot`, w.timeZone)} as active_week
          from person_activity pa
          where pa.user_id = c.id and pa.slot >= ${localMidnight(weeks.firstMonday, w.timeZone)}
            and pa.slot < ${instant(w.today.start)}
        ) e
        where e.active_week >= c.week
        group by 1, 2`,
  );
  return rows.map((row) => [row.week, num(row.offset), num(row.active)]);
}
