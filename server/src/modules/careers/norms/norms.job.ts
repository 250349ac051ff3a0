import { AGE_BANDS, NORM_BINS_PER_POINT, type NormsRun } from '@pathwise/contract';
import { desc, type SQL, sql } from 'drizzle-orm';
import { normHistograms, normRuns } from '../../../db/schema/index.ts';
import type { QueueDefinition } from '../../../platform/jobs.ts';
import { latestCompletedTraitsSource } from '../../attempts/taking/taking.completion.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { studentCohortSource } from '../../users/profile/profile.cohort.ts';

/**
 * The norms job (decision 014): recomputes every profiler's score distributions from the results,
 * in SQL (one INSERT … SELECT with GROUPING SETS: no attempt is loaded into Node), and replaces the
 * previous distributions in the same transaction, so readers see the old set or the new one, never
 * a mix. Runs on a schedule and once at start while none was ever computed; percentiles only read
 * what it wrote.
 */

export const NORMS_QUEUE: QueueDefinition = {
  name: 'norms-recompute',
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
};
/** Hourly, at seven past (UTC): new results reach the percentiles within the hour. */
export const NORMS_CRON = '7 * * * *';
/** Serialises runs (the start-up run and a scheduled one may meet); any constant unique to this job. */
const RUN_LOCK = 13_014;
/** Runs kept for the administrators' status; older ones are deleted by the run that writes a new one. */
const RUNS_KEPT = 50;

/** SQL `case` giving AGE_BANDS' key of an age (null when unknown): the same bands as `ageBandOf`. */
export function ageBandSql(age: SQL): SQL {
  // Literals, not parameters: the bands are constants of the code, and a literal keeps the
  // expression one text wherever the statement groups by it.
  const whens = AGE_BANDS.map((band) => {
    const key = sql.raw(`'${band.key}'`);
    const min = sql.raw(String(band.min));
    return band.max === null
      ? sql`when ${age} >= ${min} then ${key}`
      : sql`when ${age} between ${min} and ${sql.raw(String(band.max))} then ${key}`;
  });
  return sql`(case ${sql.join(whens, sql` `)} end)`;
}

/**
 * Every profiler's, trait's and cohort's histogram, inserted into norm_histograms; answers the rows
 * written and the results counted. `grouping(assessment_id, education_level, age_band)` tells the
 * grouping sets apart: 3 everyone, 1 by education, 0 by age band and education, 7 the grand total
 * (whose count of first traits is the number of results); people without an education level (or
 * age) are in "everyone" only. Each result is read once (the sets share one pass). Scores are read
 * as float8, cheaper than numeric: scoring keeps one decimal, so score × 10 is a whole number to within
 * rounding error and round() lands on it exactly.
 */
function insertHistograms(computedAt: Date): SQL {
  const binsPerPoint = sql.raw(String(NORM_BINS_PER_POINT));
  return sql`
    with latest as (select * from ${latestCompletedTraitsSource()} as l),
    scored as (
      select l.assessment_id, lower(t.value ->> 'trait') as trait_key, t.value ->> 'trait' as trait, t.position,
             least(100 * ${binsPerPoint}, greatest(0, round((t.value ->> 'score')::float8 * ${binsPerPoint})))::smallint as bin,
             c.education_level, ${ageBandSql(sql`c.age`)} as age_band
      from latest l
      left join ${studentCohortSource()} as c on c.user_id = l.user_id
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(l.traits) = 'array' then l.traits else '[]'::jsonb end
      ) with ordinality as t(value, position)
      where jsonb_typeof(t.value -> 'score') = 'number' and t.value ->> 'trait' is not null
    ),
    binned as (
      select assessment_id, trait_key, min(trait) as trait, education_level, age_band, bin,
             count(*)::int as people, count(*) filter (where position = 1)::int as results,
             grouping(assessment_id, education_level, age_band) as cohort_set
      from scored
      group by grouping sets (
        (assessment_id, trait_key, bin),
        (assessment_id, trait_key, education_level, bin),
        (assessment_id, trait_key, education_level, age_band, bin),
        ()
      )
    ),
    written as (
      insert into ${normHistograms} (assessment_id, trait_key, trait, kind, education_level, age_band, size, bins, counts, computed_at)
      select assessment_id, trait_key, min(trait),
             case cohort_set when 3 then 'everyone' when 1 then 'education' else 'age_education' end,
             education_level, age_band, sum(people)::int,
             array_agg(bin order by bin), array_agg(people order by bin), ${computedAt.toISOString()}::timestamptz
      from binned
      where cohort_set = 3
         or (cohort_set = 1 and education_level is not null)
         or (cohort_set = 0 and education_level is not null and age_band is not null)
      group by assessment_id, trait_key, cohort_set, education_level, age_band
      returning 1
    )
    select (select count(*) from written)::int as rows_written,
           coalesce((select results from binned where cohort_set = 7), 0)::int as people_counted`;
}

export function createNormsJob(deps: Pick<ModuleDeps, 'db' | 'now' | 'jobs' | 'logger'>) {
  const { db, now, logger } = deps;

  /** Recomputes every distribution and records the run. */
  async function run(): Promise<NormsRun> {
    const startedAt = now();
    const clock = performance.now();
    const figures = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK})`);
      // For this transaction only: room to hash the attempts' keys and the cohort groups in memory
      // (at the default 4 MB they spill to disk), and no memoizing of the per-result unnesting —
      // every result's traits are different, so its cache only costs memory (bench/README.md).
      await tx.execute(sql`set local work_mem = '64MB'`);
      await tx.execute(sql`set local enable_memoize = off`);
      await tx.delete(normHistograms);
      // Both drivers answer { rows } for a raw statement; the counts come back as int4.
      const result = (await tx.execute(insertHistograms(startedAt))) as unknown as {
        rows: Array<{ rows_written: number; people_counted: number }>;
      };
      const [row] = result.rows;
      const durationMs = Math.round(performance.now() - clock);
      const record = {
        startedAt,
        finishedAt: new Date(startedAt.getTime() + durationMs),
        durationMs,
        rowsWritten: Number(row?.rows_written ?? 0),
        peopleCounted: Number(row?.people_counted ?? 0),
      };
      await tx.insert(normRuns).values(record);
      await tx.execute(
        sql`delete from ${normRuns} where id not in (select id from ${normRuns} order by finished_at desc limit ${RUNS_KEPT})`,
      );
      return record;
    });
    // A run over nobody (a new install's first start) is not news: it would print after the start banner.
    logger[figures.peopleCounted > 0 ? 'info' : 'debug'](
      {
        durationMs: figures.durationMs,
        rowsWritten: figures.rowsWritten,
        peopleCounted: figures.peopleCounted,
      },
      'norms recomputed',
    );
    return {
      ...figures,
      startedAt: figures.startedAt.toISOString(),
      finishedAt: figures.finishedAt.toISOString(),
    };
  }

  /** The last run, or null before the first. */
  async function lastRun(): Promise<NormsRun | null> {
    const [row] = await db.select().from(normRuns).orderBy(desc(normRuns.finishedAt)).limit(1);
    if (!row) return null;
    return {
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt.toISOString(),
      durationMs: row.durationMs,
      rowsWritten: row.rowsWritten,
      peopleCounted: row.peopleCounted,
    };
  }

  return {
    run,
    lastRun,
    /** The worker and the schedule (where workers run: jobs.schedule registers nothing otherwise). */
    async registerWorker(): Promise<void> {
      await deps.jobs.work(NORMS_QUEUE.name, async () => {
        await run();
      });
      await deps.jobs.schedule(NORMS_QUEUE.name, NORMS_CRON, {});
    },
    /**
     * Queues a first run when none was ever recorded (a new install, or the first start with this
     * job), so percentiles do not wait for the hour. One key: several instances starting together
     * queue it once.
     */
    async queueFirstRun(): Promise<void> {
      if (await lastRun()) return;
      await deps.jobs.send(NORMS_QUEUE.name, {}, { singletonKey: 'norms-first-run' });
    },
  };
}
export type NormsJob = ReturnType<typeof createNormsJob>;
