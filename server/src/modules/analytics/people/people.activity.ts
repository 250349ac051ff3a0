import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  bucketIndex,
  num,
  type Period,
  type PeriodFigures,
  type ResolvedWindow,
  sqlRows,
  within,
} from '../shared.ts';

/**
 * Activity: an attempt started, answered (its last answer: test_attempts keeps only the latest
 * answer's time) or completed in `period`; one row per event, each branch read over its own column.
 */
const eventsIn = (period: Period) => {
  const event = (column: string) =>
    sql`select a.user_id, ${sql.raw(`a.${column}`)} as at from test_attempts a
        where ${within(sql.raw(`a.${column}`), period)}`;
  return sql`${event('started_at')} union all ${event('last_answered_at')} union all ${event('completed_at')}`;
};

/**
 * Active people — distinct people whose account still exists with activity — in the current
 * period, the previous one and each bucket. The events are first reduced to one row per person and
 * bucket (a hash), and only those few rows are checked against the accounts and counted: counting
 * distinct people straight from every event sorted millions of rows over a year.
 */
export async function activePeople(db: DbOrTx, w: ResolvedWindow): Promise<PeriodFigures<'people'>> {
  const rows = await sqlRows<{ kind: 'period' | 'bucket'; key: unknown; people: unknown }>(
    db,
    sql`with person_bucket as materialized (
          select p.user_id, p.bucket
          from (select distinct e.user_id, ${bucketIndex(sql`e.at`, w)} as bucket from (${eventsIn(w.both)}) e) p
          where exists (select 1 from users u where u.id = p.user_id and u.deleted_at is null)
        )
        select 'period' as "kind", case when x.is_current then 1 else 0 end as "key", count(*) as "people"
        from (select distinct pb.user_id, pb.bucket > 0 as is_current from person_bucket pb) x
        group by x.is_current
        union all
        select 'bucket', pb.bucket, count(*) from person_bucket pb where pb.bucket > 0 group by pb.bucket`,
  );
  const figures: PeriodFigures<'people'> = {
    current: { people: 0 },
    previous: { people: 0 },
    buckets: new Map(),
  };
  for (const row of rows) {
    const people = { people: num(row.people) };
    if (row.kind === 'period') figures[num(row.key) === 1 ? 'current' : 'previous'] = people;
    else figures.buckets.set(w.bucketDates[num(row.key) - 1]!, people);
  }
  return figures;
}
