import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { addDays, instant, mondayOf, num, type ResolvedWindow, sqlRows } from '../shared.ts';

/** Cohorts shown: the most recent sign-up weeks of the range. */
export const MAX_COHORTS = 12;

/** The local Mondays retention spans: the first cohort's and this week's. */
export type CohortWeeks = { firstMonday: string; thisMonday: string };

export function cohortWeeks(w: ResolvedWindow): CohortWeeks {
  const thisMonday = mondayOf(w.window.toDate);
  const firstMonday = [mondayOf(w.window.fromDate), addDays(thisMonday, -7 * (MAX_COHORTS - 1))]
    .sort()
    .at(-1)!;
  return { firstMonday, thisMonday };
}

/** The local Monday (YYYY-MM-DD) of the week `column` falls in: a cohort's name. */
export const weekOf = (column: SQL, tz: string): SQL =>
  sql`to_char(date_trunc('week', ${column} at time zone ${tz}), 'YYYY-MM-DD')`;

/** A local date's midnight in the viewer's zone, as an instant. */
export const localMidnight = (date: string, tz: string): SQL =>
  sql`(${date}::date::timestamp at time zone ${tz})`;

/**
 * What today adds to the figures of the closed days, for the people active today (live accounts):
 * - `period`: those not active earlier in the current period (new to its active people);
 * - `bucket`: those not active earlier in the last bucket (a 1y range's last week began before today);
 * - `returns`: per sign-up week of the retention cohorts, those not active earlier this week.
 * One read of today's activity log, then per person one backward step on the log's primary key to
 * their latest activity before today, which answers all three.
 */
export type TodaysActivity = { period: number; bucket: number; returns: Map<string, number> };

export async function todaysActivity(
  db: DbOrTx,
  w: ResolvedWindow,
  weeks: CohortWeeks,
): Promise<TodaysActivity> {
  const tz = w.timeZone;
  /** Not active from `from` until today: their latest activity before today is older, or none. */
  const newSince = (from: SQL) => sql`(p.last_seen is null or p.last_seen < ${from})`;
  const rows = await sqlRows<{ week: string | null; period: unknown; bucket: unknown; returns: unknown }>(
    db,
    sql`select case when p.created_at >= ${localMidnight(weeks.firstMonday, tz)} and p.created_at < ${instant(w.today.end)}
                    then ${weekOf(sql`p.created_at`, tz)} end as "week",
               count(*) filter (where ${newSince(instant(w.current.start))}) as "period",
               count(*) filter (where ${newSince(instant(w.bucketStarts.at(-1)!))}) as "bucket",
               count(*) filter (where ${newSince(localMidnight(weeks.thisMonday, tz))}) as "returns"
        from (
          select u.created_at, seen.last_seen
          from (select distinct pa.user_id from person_activity pa
                where pa.slot >= ${instant(w.today.start)} and pa.slot < ${instant(w.today.end)}) t
          -- Laterals with a limit are read per person over an index, once each (a join would hash
          -- every account; a scalar subquery would run once per filter that names it). No activity
          -- before today leaves last_seen null: new to everything.
          cross join lateral (select a.created_at, a.deleted_at from users a where a.id = t.user_id limit 1) u
          left join lateral (
            select b.slot as last_seen from person_activity b
            where b.user_id = t.user_id and b.slot < ${instant(w.today.start)}
            order by b.slot desc limit 1
          ) seen on true
          where u.deleted_at is null
        ) p
        group by 1`,
  );
  const today: TodaysActivity = { period: 0, bucket: 0, returns: new Map() };
  for (const row of rows) {
    today.period += num(row.period);
    today.bucket += num(row.bucket);
    if (row.week !== null && num(row.returns) > 0) today.returns.set(row.week, num(row.returns));
  }
  return today;
}
