import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { type NormsData, PEOPLE, runNormsJob, seedNormsData } from '../../../../test/norms-fixtures.ts';
import { normHistograms, normRuns } from '../../../db/schema/index.ts';

type Rows<T> = { rows: T[] };

/**
 * The job's histograms must equal a direct computation over the same attempts. The direct SQL
 * below is written independently of the job's: a window function instead of DISTINCT ON for the
 * latest attempt, one plain GROUP BY per cohort kind instead of grouping sets, and the age bands
 * spelt out by hand from decision 014.
 */
const DIRECT = sql.raw(`
  with ranked as (
    select a.user_id, a.assessment_id, a.scores,
           row_number() over (partition by a.user_id, a.assessment_id order by a.completed_at desc, a.id desc) as rn
    from test_attempts a
    where a.status = 'completed' and a.scores is not null
  ),
  flat as (
    select r.assessment_id, lower(e ->> 'trait') as trait_key, (e ->> 'score')::numeric as score,
           nullif(trim(sp.education_level), '') as edu,
           case
             when sp.age is null then null
             when sp.age < 18 then 'under-18'
             when sp.age < 25 then '18-24'
             when sp.age < 35 then '25-34'
             when sp.age < 45 then '35-44'
             when sp.age < 55 then '45-54'
             when sp.age < 65 then '55-64'
             else '65-plus'
           end as band
    from ranked r
    cross join lateral jsonb_array_elements(r.scores -> 'traits') e
    left join student_profiles sp on sp.user_id = r.user_id
    where r.rn = 1
  )
  select 'everyone' as kind, assessment_id, trait_key, null as edu, null as band, score, count(*)::int as n
    from flat group by assessment_id, trait_key, score
  union all
  select 'education', assessment_id, trait_key, edu, null, score, count(*)::int
    from flat where edu is not null group by assessment_id, trait_key, edu, score
  union all
  select 'age_education', assessment_id, trait_key, edu, band, score, count(*)::int
    from flat where edu is not null and band is not null group by assessment_id, trait_key, edu, band, score`);

type DirectRow = {
  kind: string;
  assessment_id: string;
  trait_key: string;
  edu: string | null;
  band: string | null;
  score: string;
  n: number;
};

const line = (kind: string, assessment: string, trait: string, edu: string | null, band: string | null) =>
  `${kind}|${assessment}|${trait}|${edu ?? '-'}|${band ?? '-'}`;

describe('norms job', () => {
  let t: TestApp;
  let data: NormsData;

  beforeAll(async () => {
    t = await createTestApp();
    data = await seedNormsData(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the same histograms as a direct SQL computation over the same attempts', async () => {
    const run = await runNormsJob(t);
    const stored = await t.database.db.select().from(normHistograms);

    const fromJob = new Map<string, number>();
    for (const row of stored) {
      expect(row.size, 'size is the sum of the counts').toBe(row.counts.reduce((a, b) => a + b, 0));
      expect(
        [...row.bins].sort((a, b) => a - b),
        'bins ascending',
      ).toEqual(row.bins);
      row.bins.forEach((bin, i) => {
        const key = `${line(row.kind, row.assessmentId, row.traitKey, row.educationLevel, row.ageBand)}|${(bin / 10).toFixed(1)}`;
        fromJob.set(key, row.counts[i] as number);
      });
    }
    const direct = ((await t.database.db.execute(DIRECT)) as unknown as Rows<DirectRow>).rows;
    const fromSql = new Map(
      direct.map((row) => [
        `${line(row.kind, row.assessment_id, row.trait_key, row.edu, row.band)}|${Number(row.score).toFixed(1)}`,
        Number(row.n),
      ]),
    );
    expect(fromSql.size).toBeGreaterThan(500);
    expect(Object.fromEntries(fromJob)).toEqual(Object.fromEntries(fromSql));

    // One row per profiler, trait and cohort: 2 profilers × 2 traits × (everyone + bachelor + master
    // + bachelor 25–34 + bachelor 35–44 + master 18–24); the small profiler has bachelors 1–20 only.
    const cohorts = new Set(
      stored.map((row) => line(row.kind, row.assessmentId, row.traitKey, row.educationLevel, row.ageBand)),
    );
    expect(cohorts.size).toBe(stored.length);
    expect(stored.length).toBe(2 * 6 + 2 * 3);
    expect(run.rowsWritten).toBe(stored.length);
    expect(run.peopleCounted).toBe(PEOPLE + 20);
  });

  it('counts each person once (their latest attempt) and leaves out open attempts', async () => {
    const [everyone] = await t.database.db
      .select()
      .from(normHistograms)
      .where(
        sql`${normHistograms.assessmentId} = ${data.bigId} and ${normHistograms.kind} = 'everyone' and ${normHistograms.traitKey} = 'investigative'`,
      );
    expect(everyone?.size).toBe(PEOPLE);
    // The retakes' earlier score (99.8) is no one's latest: g·53 mod 1000 is never 998 for g ≤ 400.
    expect(everyone?.bins).not.toContain(998);
    const [small] = await t.database.db
      .select()
      .from(normHistograms)
      .where(
        sql`${normHistograms.assessmentId} = ${data.smallId} and ${normHistograms.kind} = 'everyone' and ${normHistograms.traitKey} = 'realistic'`,
      );
    expect(small).toMatchObject({ size: 20, bins: [0, 200, 400, 600, 800], counts: [4, 4, 4, 4, 4] });
  });

  it('replaces the previous run and records each run', async () => {
    const before = await t.database.db.select().from(normHistograms);
    await t.database.db.execute(
      sql`update test_attempts set scores = jsonb_set(scores, '{traits,0,score}', '100') where assessment_id = ${data.smallId}`,
    );
    const run = await runNormsJob(t);
    const after = await t.database.db.select().from(normHistograms);
    expect(after).toHaveLength(before.length);
    const beforeIds = new Set(before.map((row) => row.id));
    expect(after.filter((row) => beforeIds.has(row.id))).toEqual([]);
    const small = after.find(
      (row) => row.assessmentId === data.smallId && row.kind === 'everyone' && row.traitKey === 'realistic',
    );
    expect(small).toMatchObject({ size: 20, bins: [1000], counts: [20] });
    const runs = await t.database.db.select().from(normRuns);
    expect(runs).toHaveLength(2);
    expect(runs.map((r) => r.rowsWritten)).toEqual([after.length, after.length]);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
  });
});

describe('norms job at start', () => {
  it('queues a first run when none was recorded, and the worker runs it', async () => {
    const t = await createTestApp({ startJobs: true });
    try {
      let runs: Array<typeof normRuns.$inferSelect> = [];
      for (let i = 0; i < 100 && runs.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        runs = await t.database.db.select().from(normRuns);
      }
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ rowsWritten: 0, peopleCounted: 0 });
    } finally {
      await t.close();
    }
  });
});
