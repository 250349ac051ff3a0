/**
 * The norms job over 1,000,000 completed attempts, on PostgreSQL (bench/README.md, "Norms bench"):
 * seeds people, profile screenings and completed attempts with generate_series (no row passes through
 * Node), runs the job as the hourly worker does, and prints its time, the rows it wrote, the Node
 * process's peak memory (RSS high-water) and what the database did (blocks, temporary files, the
 * work_mem it had). Then the percentile read one request makes, timed over many people.
 * Run with `npm run bench:norms` from the repository root.
 */
import { sql } from 'drizzle-orm';
import { type Database, migrateDatabase, openDatabase } from '../server/src/db/client.ts';
import { assessments } from '../server/src/db/schema/index.ts';
import { createNormsJob } from '../server/src/modules/careers/norms/norms.job.ts';
import { createNormsService } from '../server/src/modules/careers/norms/norms.service.ts';
import type { ModuleDeps } from '../server/src/modules/module-deps.ts';
import { numberFromEnv } from './lib/env.ts';
import { createThrowawayDatabase, probePostgres } from './lib/postgres.ts';
import { fmt, out, percentile, printMachine } from './lib/report.ts';

const ATTEMPTS = numberFromEnv('BENCH_NORMS_ATTEMPTS', 1_000_000);
const PROFILERS = numberFromEnv('BENCH_NORMS_PROFILERS', 4);
/** Every tenth person took each profiler twice: the earlier attempt must not count. */
const RETAKE_EVERY = 10;
const PERCENTILE_READS = numberFromEnv('BENCH_NORMS_READS', 500);
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TRAITS = ['Openness', 'Conscientiousness', 'Extraversion', 'Agreeableness', 'Neuroticism'];
const EDUCATION = ['high-school', 'associate', 'bachelor', 'master', 'phd', 'other'];

const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;
const since = (start: number) => performance.now() - start;

/**
 * People, screenings and attempts in a few INSERT … SELECT generate_series statements. Scores take
 * 41 values (0, 2.5, … 100) as a 10-item five-point scale does, spread by a hash of person and
 * trait; ages 16–65, six education levels, one person in thirteen without a screening.
 */
async function seed(database: Database): Promise<{ profilerIds: string[]; people: number }> {
  const db = database.db;
  const perProfiler = Math.ceil(ATTEMPTS / PROFILERS);
  // Each profiler: `people` first attempts plus a retake for every tenth person.
  const people = Math.ceil(perProfiler / (1 + 1 / RETAKE_EVERY));
  const profilers = await db
    .insert(assessments)
    .values(Array.from({ length: PROFILERS }, (_, i) => ({ title: `Norms bench ${i + 1}` })))
    .returning({ id: assessments.id });
  await db.execute(sql`
    insert into users (name, email, role, password_hash, email_verified_at)
    select 'Person ' || g, 'norms-bench-' || g || '@example.test', 'user', 'x', now()
    from generate_series(1, ${people}) g`);
  await db.execute(sql`
    create unlogged table bench_people as
    select id, row_number() over (order by email) as g from users where email like 'norms-bench-%'`);
  await db.execute(sql`
    insert into student_profiles (user_id, education_level, age)
    select id, (${sql.param(EDUCATION)}::text[])[1 + (g % ${EDUCATION.length})], 16 + ((g * 31) % 50)
    from bench_people where g % 13 <> 0`);
  const traits = sql.raw(
    `jsonb_build_array(${TRAITS.map(
      (trait, k) =>
        `jsonb_build_object('trait', '${trait}', 'raw', 0, 'min', 0, 'max', 0, 'score', ` +
        `((hashint4((p.g * ${k + 7})::int + s.n) & 2147483647) % 41) * 2.5, 'itemsAnswered', 10, 'itemsTotal', 10)`,
    ).join(', ')})`,
  );
  let index = 0;
  for (const profiler of profilers) {
    index += 1;
    // n = 1: every person's attempt; n = 2: the retake of every tenth, completed later.
    await db.execute(sql`
      insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, completed_at, scores, scored_at)
      select p.id, ${profiler.id}::uuid, 'completed', true,
             now() - interval '2 days' + s.n * interval '1 hour', now() - interval '2 days' + s.n * interval '1 hour' + interval '10 minutes',
             jsonb_build_object('answered', 50, 'total', 50, 'categories', '[]'::jsonb, 'hollandCode', null, 'scoringVersion', 1, 'traits', ${traits}),
             now()
      from bench_people p
      cross join generate_series(1, 2) as s(n)
      where s.n = 1 or (p.g + ${index}) % ${RETAKE_EVERY} = 0`);
  }
  await db.execute(sql`analyze`);
  return { profilerIds: profilers.map((row) => row.id), people };
}

type DbStats = { blks_read: number; blks_hit: number; temp_files: number; temp_bytes: number };

async function databaseStats(database: Database): Promise<DbStats> {
  const result = (await database.db.execute(sql`
    select blks_read::float8, blks_hit::float8, temp_files::float8, temp_bytes::float8
    from pg_stat_database where datname = current_database()`)) as unknown as { rows: DbStats[] };
  const row = result.rows[0]!;
  return {
    blks_read: Number(row.blks_read),
    blks_hit: Number(row.blks_hit),
    temp_files: Number(row.temp_files),
    temp_bytes: Number(row.temp_bytes),
  };
}

/** pg_stat_database is updated when a backend reports; wait until the counters move past `before`. */
async function settledStats(database: Database, before: DbStats): Promise<DbStats> {
  let stats = await databaseStats(database);
  for (let i = 0; i < 20 && stats.blks_hit === before.blks_hit; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    stats = await databaseStats(database);
  }
  return stats;
}

async function run(database: Database) {
  await migrateDatabase(database);
  const seedStart = performance.now();
  const { profilerIds, people } = await seed(database);
  const counted = (await database.db.execute(
    sql`select count(*)::int as n from test_attempts where is_completed`,
  )) as unknown as { rows: Array<{ n: number }> };
  out(
    `seeded: ${fmt(Number(counted.rows[0]!.n))} completed attempts over ${PROFILERS} profilers of ${TRAITS.length} traits, ` +
      `${fmt(people)} people (every ${RETAKE_EVERY}th retook each profiler), in ${fmt(since(seedStart) / 1000, 1)} s`,
  );
  const size = (await database.db.execute(
    sql`select pg_total_relation_size('test_attempts')::float8 as bytes, current_setting('work_mem') as work_mem`,
  )) as unknown as { rows: Array<{ bytes: number; work_mem: string }> };
  out(`test_attempts: ${mb(Number(size.rows[0]!.bytes))} on disk; work_mem ${size.rows[0]!.work_mem}`);

  const silent = {
    info() {},
    warn() {},
    error() {},
    debug() {},
    trace() {},
    fatal() {},
    child: () => silent,
  };
  const deps = {
    db: database.db,
    now: () => new Date(),
    logger: silent,
    jobs: undefined,
  } as unknown as ModuleDeps;
  const job = createNormsJob(deps);

  for (const label of ['first run (cold)', 'second run (warm)']) {
    const rssBefore = process.memoryUsage().rss;
    const statsBefore = await databaseStats(database);
    const start = performance.now();
    const result = await job.run();
    const ms = since(start);
    const statsAfter = await settledStats(database, statsBefore);
    out(
      `(1) norms job, ${label}: ${fmt(ms / 1000, 2)} s — ${fmt(result.rowsWritten)} histogram rows, ` +
        `${fmt(result.peopleCounted)} results counted (latest per person and profiler)`,
    );
    out(
      `    node: RSS ${mb(rssBefore)} before, high-water ${mb(process.resourceUsage().maxRSS * 1024)} for the process so far; ` +
        `database: ${fmt(statsAfter.blks_hit - statsBefore.blks_hit)} blocks from cache, ${fmt(statsAfter.blks_read - statsBefore.blks_read)} read, ` +
        `${fmt(statsAfter.temp_files - statsBefore.temp_files)} temporary files of ${mb(statsAfter.temp_bytes - statsBefore.temp_bytes)}`,
    );
  }
  const stored = (await database.db.execute(
    sql`select count(*)::int as n, coalesce(sum(pg_column_size(bins) + pg_column_size(counts)), 0)::float8 as bytes from norm_histograms`,
  )) as unknown as { rows: Array<{ n: number; bytes: number }> };
  out(
    `    stored: ${fmt(Number(stored.rows[0]!.n))} rows, histograms ${mb(Number(stored.rows[0]!.bytes))} in all`,
  );

  // (2) what one request reads: the person's attempt, their screening, at most 3 histograms per trait.
  const sample = (await database.db.execute(sql`
    select a.id, a.user_id from test_attempts a
    where a.assessment_id = ${profilerIds[0]!}::uuid
    order by md5(a.id::text) limit ${PERCENTILE_READS}`)) as unknown as {
    rows: Array<{ id: string; user_id: string }>;
  };
  const service = createNormsService(deps);
  const latencies: number[] = [];
  for (const row of sample.rows) {
    const start = performance.now();
    const answer = await service.percentiles(row.user_id, row.id);
    latencies.push(since(start));
    if (answer.traits.length !== TRAITS.length) throw new Error('a percentile answer lacks traits');
  }
  latencies.sort((a, b) => a - b);
  out(
    `(2) percentiles of one attempt (service, ${fmt(latencies.length)} people): ` +
      `p50 ${fmt(percentile(latencies, 50), 2)} ms, p99 ${fmt(percentile(latencies, 99), 2)} ms`,
  );
}

async function main() {
  printMachine('norms');
  const probe = await probePostgres(SERVER_URL);
  if (!probe.ok) {
    out(`SKIP: PostgreSQL unreachable (${probe.reason}); set BENCH_DATABASE_URL`);
    return;
  }
  const throwaway = await createThrowawayDatabase(SERVER_URL);
  const database = await openDatabase({ databaseUrl: throwaway.url, poolSize: 4 });
  try {
    await run(database);
  } finally {
    await database.close().catch(() => {});
    // BENCH_NORMS_KEEP=1 leaves the database for a closer look (EXPLAIN) and prints its name.
    if (process.env.BENCH_NORMS_KEEP === '1') out(`kept database ${throwaway.name}`);
    else await throwaway.drop();
  }
}

try {
  await main();
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
// Figures only: a miss never fails the process (bench/README.md).
