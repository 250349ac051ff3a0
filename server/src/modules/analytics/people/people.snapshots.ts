import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { instant, num, sqlRows } from '../shared.ts';

/**
 * Figures of closed days, worked out once and kept (analytics_snapshots, migration 0017).
 *
 * Distinct people cannot be summed from per-slot counts (someone active on Monday and Tuesday is one
 * person in the week), and counting them afresh over a year of activity takes seconds. But days
 * before the viewer's today are closed: their activity is already written. So those figures are
 * worked out once per range, zone and day, and reused for as long as:
 * - the generation is unchanged (no account deleted, restored or re-dated, no activity removed);
 * - no activity row has been written since with a slot before `closedBefore` (a late or imported
 *   row: `seq` orders the rows as written).
 * Today's activity, still being written, is added live by the caller. One caveat: a row written
 * by a transaction still open when a snapshot is taken, with a slot before the viewer's midnight
 * (an answer saved in the last second of yesterday, committed after midnight), is seen only by the
 * next day's snapshot.
 */

/** Snapshots older than this are someone's yesterday: removed whenever a new one is written. */
const KEEP_HOURS = 48;

/** Work already under way per database and key, so concurrent first requests compute once per process. */
const inFlightByDb = new WeakMap<DbOrTx, Map<string, Promise<unknown>>>();

type StateRow = { generation: unknown; figures: unknown; snapshotGeneration: unknown; activitySeq: unknown };

export async function closedFigures<T>(
  db: DbOrTx,
  key: string,
  closedBefore: Date,
  compute: () => Promise<T>,
): Promise<T> {
  const [state] = await sqlRows<StateRow>(
    db,
    sql`select g.generation as "generation", s.figures as "figures", s.generation as "snapshotGeneration",
               s.activity_seq as "activitySeq"
        from analytics_generation g
        left join analytics_snapshots s on s.key = ${key}
        where g.id = 1`,
  );
  if (state?.figures != null && num(state.snapshotGeneration) === num(state.generation)) {
    // A separate statement, so the planner sees the mark and walks the seq index from it (with the
    // mark unknown it read the whole log by slot).
    const [late] = await sqlRows<{ late: boolean }>(
      db,
      sql`select exists (select 1 from person_activity pa
                         where pa.seq > ${num(state.activitySeq)} and pa.slot < ${instant(closedBefore)}) as "late"`,
    );
    if (late?.late === false) {
      return (typeof state.figures === 'string' ? JSON.parse(state.figures) : state.figures) as T;
    }
  }
  const inFlight = inFlightByDb.get(db) ?? new Map<string, Promise<unknown>>();
  inFlightByDb.set(db, inFlight);
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const work = takeSnapshot(db, key, compute).finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

async function takeSnapshot<T>(db: DbOrTx, key: string, compute: () => Promise<T>): Promise<T> {
  // The marks are read before the figures: anything written meanwhile makes the snapshot look stale
  // (recomputed next time), never fresher than it is.
  const [marks] = await sqlRows<{ generation: unknown; seq: unknown }>(
    db,
    sql`select (select generation from analytics_generation where id = 1) as "generation",
               (select coalesce(max(seq), 0) from person_activity) as "seq"`,
  );
  const figures = await compute();
  await db.execute(
    sql`with stale as (
          delete from analytics_snapshots where computed_at < now() - make_interval(hours => ${KEEP_HOURS})
        )
        insert into analytics_snapshots (key, generation, activity_seq, figures, computed_at)
        values (${key}, ${num(marks?.generation)}, ${num(marks?.seq)}, ${JSON.stringify(figures)}::jsonb, now())
        on conflict (key) do update set generation = excluded.generation, activity_seq = excluded.activity_seq,
          figures = excluded.figures, computed_at = excluded.computed_at`,
  );
  return figures;
}
