import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bucketIndex, instant, num, type PeriodFigures, type ResolvedWindow, sqlRows } from '../shared.ts';
import { closedFigures } from './people.snapshots.ts';
import type { TodaysActivity } from './people.today.ts';

/**
 * Active people: distinct live accounts with activity (an attempt started, answered or completed:
 * person_activity, one row per person and 15-minute slot) in the current period, the previous one
 * and each bucket.
 *
 * Everything before the viewer's today is closed and comes from a snapshot (people.snapshots.ts);
 * today is added live: today's active people, less those already counted earlier in the period (or
 * in the last bucket, which may have begun before today) — people.today.ts. Exact at every
 * instant, and a year costs the few thousand people active today.
 */

type ClosedActivity = {
  previous: number;
  /** The current period up to today's midnight. */
  current: number;
  /** [bucket number (1 = first), people] up to today's midnight. */
  buckets: Array<[number, number]>;
};

async function closedActivity(db: DbOrTx, w: ResolvedWindow): Promise<ClosedActivity> {
  const rows = await sqlRows<{ kind: 'period' | 'bucket'; key: unknown; people: unknown }>(
    db,
    sql`with person_bucket as materialized (
          select distinct pa.user_id, ${bucketIndex(sql`pa.slot`, w)} as bucket
          from person_activity pa
          where pa.slot >= ${instant(w.previous.start)} and pa.slot < ${instant(w.today.start)}
            and exists (select 1 from users u where u.id = pa.user_id and u.deleted_at is null)
        )
        select 'period' as "kind", case when x.is_current then 1 else 0 end as "key", count(*) as "people"
        from (select distinct pb.user_id, pb.bucket > 0 as is_current from person_bucket pb) x
        group by x.is_current
        union all
        select 'bucket', pb.bucket, count(*) from person_bucket pb where pb.bucket > 0 group by pb.bucket`,
  );
  const closed: ClosedActivity = { previous: 0, current: 0, buckets: [] };
  for (const row of rows) {
    if (row.kind === 'bucket') closed.buckets.push([num(row.key), num(row.people)]);
    else if (num(row.key) === 1) closed.current = num(row.people);
    else closed.previous = num(row.people);
  }
  return closed;
}

/** The closed days' figures, from the day's snapshot (people.snapshots.ts). */
export function closedActivePeople(db: DbOrTx, w: ResolvedWindow): Promise<ClosedActivity> {
  const key = `active-people:${w.window.timeRange}:${w.timeZone}:${w.window.toDate}`;
  return closedFigures(db, key, w.today.start, () => closedActivity(db, w));
}

/** Active people: the closed days' figures plus today's newcomers (people.today.ts). */
export function activePeople(
  w: ResolvedWindow,
  closed: ClosedActivity,
  today: Pick<TodaysActivity, 'period' | 'bucket'>,
): PeriodFigures<'people'> {
  const buckets = new Map(closed.buckets);
  const last = w.bucketDates.length;
  buckets.set(last, (buckets.get(last) ?? 0) + today.bucket);
  return {
    current: { people: closed.current + today.period },
    previous: { people: closed.previous },
    buckets: new Map(
      [...buckets.entries()]
        .filter(([, people]) => people > 0)
        .map(([n, people]) => [w.bucketDates[n - 1]!, { people }]),
    ),
  };
}
