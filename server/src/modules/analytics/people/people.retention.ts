import type { CohortRow } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { addDays, instant, mondayOf, num, type ResolvedWindow, sqlRows } from '../shared.ts';

/** Cohorts shown: the most recent sign-up weeks of the range. */
export const MAX_COHORTS = 12;

/**
 * Retention by sign-up week (local ISO weeks, Monday first): a cohort is everyone (not deleted)
 * who signed up in a week that overlaps the range — the whole week, so a cohort's size does not
 * depend on the range chosen — and `activeShare[k]` is the share of them who started, answered or
 * completed an attempt in the k-th week after it (week 0 = the sign-up week), for every week that
 * has begun. Weeks nobody signed up in have no row. The database counts the people; Node only
 * divides the counts and lays them in rows.
 */
export async function retentionCohorts(db: DbOrTx, w: ResolvedWindow): Promise<CohortRow[]> {
  const thisMonday = mondayOf(w.window.toDate);
  const firstMonday = [mondayOf(w.window.fromDate), addDays(thisMonday, -7 * (MAX_COHORTS - 1))]
    .sort()
    .at(-1)!;
  const tz = w.timeZone;
  const week = (column: string) => sql`date_trunc('week', ${sql.raw(column)} at time zone ${tz})::date`;
  type Row = { week: string; size: unknown; offset: unknown; active: unknown };
  const rows = await sqlRows<Row>(
    db,
    sql`with bounds as (select (${firstMonday}::date::timestamp at time zone ${tz}) as start),
        cohort as (
          select u.id, ${week('u.created_at')} as week
          from users u, bounds b
          where u.deleted_at is null and u.created_at >= b.start and u.created_at < ${instant(w.current.end)}
        ),
        sizes as (select c.week, count(*) as size from cohort c group by c.week),
        -- Per person, the distinct weeks they were active in (read over their own attempts through
        -- test_attempts_user_idx; the DISTINCT keeps it a per-person lookup), then people per week.
        activity as (
          select c.week, (e.active_week - c.week) / 7 as week_offset, count(*) as active
          from cohort c
          cross join lateral (
            select distinct ${week('x.at')} as active_week
            from test_attempts a
            cross join lateral (values (a.started_at), (a.last_answered_at), (a.completed_at)) as x(at)
            where a.user_id = c.id
              and x.at >= (select start from bounds) and x.at < ${instant(w.current.end)}
          ) e
          group by 1, 2
        )
        select to_char(s.week, 'YYYY-MM-DD') as "week", s.size as "size",
               a.week_offset as "offset", a.active as "active"
        from sizes s left join activity a on a.week = s.week and a.week_offset >= 0
        order by s.week, a.week_offset`,
  );
  const cohorts = new Map<string, { size: number; active: Map<number, number> }>();
  for (const row of rows) {
    const cohort = cohorts.get(row.week) ?? { size: num(row.size), active: new Map() };
    if (row.offset !== null) cohort.active.set(num(row.offset), num(row.active));
    cohorts.set(row.week, cohort);
  }
  return [...cohorts.entries()].map(([weekStart, cohort]) => {
    const weeksBegun = Math.round((Date.parse(thisMonday) - Date.parse(weekStart)) / (7 * 86_400_000)) + 1;
    return {
      weekStart,
      size: cohort.size,
      activeShare: Array.from({ length: weeksBegun }, (_, k) => (cohort.active.get(k) ?? 0) / cohort.size),
    };
  });
}
