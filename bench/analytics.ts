/**
 * The admin analytics at scale, on PostgreSQL (bench/README.md, "Analytics bench", issue 17):
 * 100,000 people who signed up over 400 days, 1,000,000 attempts spread over the same 400 days (each
 * after its person's sign-up, 60% completed), 50 profilers, a paid order for a tenth of the people
 * (a twentieth of those refunded) and a screening profile for 60% of the live accounts, seeded into
 * a throwaway database by INSERT … SELECT generate_series with the rollup triggers off, the rollups
 * then filled as the migrations fill them, then VACUUM ANALYZE. Then, through the real app (buildApp,
 * production config, listening on 127.0.0.1) with an admin's bearer token:
 *   - GET /api/admin/analytics/dashboard and /users at 1y and 30d (viewer in Asia/Kolkata), one
 *     request at a time (target p95 < 100 ms) and 10 at a time; "first ms" is each row's first,
 *     unmeasured request: for the users rows the first of the day, which takes the snapshot of the
 *     closed days' distinct people (server/src/modules/analytics/people/people.snapshots.ts);
 *   - the statistics panel (GET /api/notifications/admin/assessment-stats) 10 at a time (target
 *     p95 < 50 ms) and one at a time.
 * Run with `npm run bench:analytics` from the repository root. Figures only: a miss never fails.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import type { Database } from '../server/src/db/client.ts';
import { numberFromEnv } from './lib/env.ts';
import { runOnThrowawayPostgres } from './lib/postgres.ts';
import { fmt, out, percentile } from './lib/report.ts';
import { seedPeople } from './lib/seed-taking.ts';
import { benchConfig } from './lib/targets.ts';

const PEOPLE = numberFromEnv('BENCH_PEOPLE', 100_000);
/** Attempts per person: 10 gives the issue's 1,000,000 (each person takes 10 different profilers). */
const ATTEMPTS_PER_PERSON = numberFromEnv('BENCH_ATTEMPTS_PER_PERSON', 10);
const PROFILERS = 50;
const HISTORY_DAYS = 400;
/** Requests measured per row of the table (after BENCH_WARMUP requests not counted). */
const REQUESTS = numberFromEnv('BENCH_REQUESTS', 60);
const WARMUP = numberFromEnv('BENCH_WARMUP', 5);
const CONCURRENCY = 10;
const TIME_ZONE = 'Asia/Kolkata';
/** The bench's own port (its range is 3450-3459). */
const PORT = numberFromEnv('BENCH_PORT', 3450);

const EDUCATION = ['high_school', 'bachelor', 'master', 'phd', 'diploma'];
const EXPERIENCE = ['student', 'entry', 'mid', 'senior'];
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

async function seed(database: Database) {
  const { db } = database;
  const t0 = performance.now();
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    out(`    ${label} in ${fmt((performance.now() - started) / 1000, 1)} s`);
  };
  const attempts = PEOPLE * ATTEMPTS_PER_PERSON;
  // The rollup and counter triggers would update a row per inserted row; the bulk load goes without
  // them and the rollups are filled afterwards exactly as migrations 0016 and 0017 fill them.
  await step(
    'rollup triggers off for the bulk load',
    sql`alter table users disable trigger user;
        alter table student_profiles disable trigger user;
        alter table test_attempts disable trigger user`,
  );
  // Sign-ups over the history, more of them early (age = sqrt(random) × 400 days: under 1% in the
  // last 30 days, 83% in the last year), 85% verified within the hour, 1% deleted since. Attempts
  // fall between their person's sign-up and now, so activity grows towards today: about 14.5% of
  // the attempts start in the last 30 days and 99% in the last year (a heavy 30-day range).
  await step(
    `${fmt(PEOPLE)} people over ${HISTORY_DAYS} days`,
    sql`insert into users (name, email, password_hash, role, email_verified_at, created_at, updated_at, deleted_at)
      select 'Person ' || g, 'person.' || g || '@bench.test', 'bench-not-a-password-hash', 'user',
        case when r.unverified < 0.15 then null else at + interval '20 minutes' end,
        at, at, case when r.deleted < 0.01 then now() end
      from generate_series(1, ${PEOPLE}) as g,
        lateral (select random() + g * 0 as age, random() + g * 0 as unverified, random() + g * 0 as deleted) as r,
        lateral (select now() - sqrt(r.age) * ${HISTORY_DAYS} * interval '1 day' as at) as t`,
  );
  await step(
    'screening profiles (60%)',
    sql`insert into student_profiles (user_id, education_level, experience_level, age, completed_at)
      select u.id, (${textArray(EDUCATION)})[1 + (n % ${EDUCATION.length})],
        case when n % 3 = 0 then null else (${textArray(EXPERIENCE)})[1 + (n / 7) % ${EXPERIENCE.length}] end,
        18 + n % 30, case when n % 2 = 0 then u.created_at + interval '1 day' end
      from (select id, created_at, row_number() over (order by id) as n from users where deleted_at is null) u
      where n % 5 < 3`,
  );
  await step(
    `${PROFILERS} profilers`,
    sql`insert into assessments (title, description, is_active)
      select 'Bench profiler ' || g, 'Seeded by bench/analytics.ts', g % 10 <> 0
      from generate_series(1, ${PROFILERS}) as g`,
  );
  // Person p takes profilers (k + 7p) mod 50 for k < ATTEMPTS_PER_PERSON: distinct per person, so
  // the one-open-attempt-per-profiler index holds. Each attempt starts between the person's
  // sign-up and now; 60% are completed within the hour, the answered ones 5 minutes in.
  await step(
    `${fmt(attempts)} attempts`,
    sql`with people as (
        select id, created_at, row_number() over (order by created_at, id) - 1 as p from users
      ), profilers as (
        select array_agg(id order by title) as ids from assessments
      )
      insert into test_attempts (user_id, assessment_id, status, is_completed, started_at, last_answered_at, completed_at, created_at, updated_at)
      select p.id, profilers.ids[1 + ((k + 7 * p.p) % ${PROFILERS})],
        case when r.done < 0.6 then 'completed' else 'in_progress' end, r.done < 0.6,
        s.at, case when r.answered < 0.8 then s.at + interval '5 minutes' end,
        case when r.done < 0.6 then s.at + interval '30 minutes' end, s.at, s.at
      from people p, profilers, generate_series(0, ${ATTEMPTS_PER_PERSON - 1}) as k,
        lateral (select random() + k * 0 + p.p * 0 as when_, random() + k * 0 + p.p * 0 as done,
                        random() + k * 0 + p.p * 0 as answered) as r,
        lateral (select p.created_at + r.when_ * (now() - p.created_at) as at) as s`,
  );
  // A paid order for a tenth of the people (INR, a fifth of them in USD), paid between sign-up and
  // now; a twentieth of those refunded in full a day later.
  await step(
    'paid orders (10%) and refunds',
    sql`with people as (
        select id, created_at, row_number() over (order by id) as n from users where deleted_at is null
      ), profilers as (select array_agg(id order by title) as ids from assessments),
      orders as (
        insert into payment_orders (user_id, assessment_id, assessment_title, provider, amount_minor, list_price_minor, currency, status, paid_at, created_at, updated_at)
        select p.id, profilers.ids[1 + p.n % ${PROFILERS}], 'Bench profiler', 'test',
          case when p.n % 50 = 0 then 999 else 49900 end, case when p.n % 50 = 0 then 999 else 49900 end,
          case when p.n % 50 = 0 then 'USD' else 'INR' end,
          case when p.n % 200 = 0 then 'refunded' else 'paid' end, t.at, t.at, t.at
        from people p, profilers,
          lateral (select p.created_at + (random() + p.n * 0) * (now() - p.created_at) as at) as t
        where p.n % 10 = 0
        returning id, amount_minor, currency, status, paid_at
      )
      insert into payment_refunds (order_id, amount_minor, currency, reason, status, idempotency_key, requested_by_name, processed_at, created_at, updated_at)
      select id, amount_minor, currency, 'Bench refund', 'processed', 'bench-' || id, 'Bench admin',
        paid_at + interval '1 day', paid_at + interval '1 day', paid_at + interval '1 day'
      from orders where status = 'refunded'`,
  );
  await step(
    'rollup triggers on again',
    sql`alter table users enable trigger user;
        alter table student_profiles enable trigger user;
        alter table test_attempts enable trigger user`,
  );
  await step(
    'attempt counters',
    sql`insert into assessment_attempt_counts (assessment_id, attempts, completed)
      select assessment_id, count(*)::int, (count(*) filter (where is_completed))::int from test_attempts group by assessment_id`,
  );
  await step('analytics rollups (slots, activity log, screenings)', sql`select analytics_rollups_rebuild()`);
  await step('vacuum analyze', sql`vacuum analyze`);
  out(`    seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
}

type Row = {
  endpoint: string;
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** The first (unmeasured) request: for the users rows, the one that takes the day's snapshots. */
  first: number;
  /** p95 target in ms, or null when this row has none. */
  target: number | null;
};

async function run(database: Database) {
  const config = benchConfig();
  const app = await buildApp({ config, database, logger: false, webDist: null, startJobs: false });
  await app.listen({ host: '127.0.0.1', port: PORT });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : PORT}`;
  const [adminPerson] = await seedPeople(database, config, 1, 'admin');
  const headers = { authorization: `Bearer ${adminPerson!.token}` };
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
    return performance.now() - started;
  };

  /** REQUESTS requests, `connections` in flight at a time, after WARMUP unmeasured ones. */
  async function measure(path: string, connections: number): Promise<Omit<Row, 'endpoint' | 'target'>> {
    const first = await get(path);
    for (let i = 1; i < WARMUP; i += 1) await get(path);
    const samples: number[] = [];
    let issued = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (issued < REQUESTS) {
          issued += 1;
          samples.push(await get(path));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sorted = samples.sort((a, b) => a - b);
    return {
      connections,
      requests: samples.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      rps: samples.length / seconds,
      first,
    };
  }

  const tz = encodeURIComponent(TIME_ZONE);
  const plan: Array<{ endpoint: string; path: string; connections: number; target: number | null }> = [];
  for (const range of ['1y', '30d']) {
    plan.push(
      {
        endpoint: `dashboard ${range}`,
        path: `/api/admin/analytics/dashboard?period=${range}&tz=${tz}`,
        connections: 1,
        target: 100,
      },
      {
        endpoint: `dashboard ${range}`,
        path: `/api/admin/analytics/dashboard?period=${range}&tz=${tz}`,
        connections: CONCURRENCY,
        target: null,
      },
      {
        endpoint: `users ${range}`,
        path: `/api/admin/analytics/users?timeRange=${range}&tz=${tz}`,
        connections: 1,
        target: 100,
      },
      {
        endpoint: `users ${range}`,
        path: `/api/admin/analytics/users?timeRange=${range}&tz=${tz}`,
        connections: CONCURRENCY,
        target: null,
      },
    );
  }
  plan.push(
    {
      endpoint: 'statistics panel',
      path: '/api/notifications/admin/assessment-stats',
      connections: 1,
      target: null,
    },
    {
      endpoint: 'statistics panel',
      path: '/api/notifications/admin/assessment-stats',
      connections: CONCURRENCY,
      target: 50,
    },
  );

  try {
    const rows: Row[] = [];
    for (const item of plan) {
      const figures = await measure(item.path, item.connections);
      rows.push({ endpoint: item.endpoint, target: item.target, ...figures });
      out(`    measured ${item.endpoint} at ${item.connections} connection(s)`);
    }
    out();
    out(
      `Analytics endpoints (viewer in ${TIME_ZONE}), ${REQUESTS} requests per row after ${WARMUP} unmeasured:`,
    );
    out(
      `  ${'endpoint'.padEnd(18)} ${'conns'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(7)} ${'first ms'.padStart(9)}  verdict`,
    );
    for (const row of rows) {
      const verdict =
        row.target === null ? '—' : `p95 < ${row.target} ms → ${row.p95 < row.target ? 'PASS' : 'MISS'}`;
      out(
        `  ${row.endpoint.padEnd(18)} ${String(row.connections).padStart(5)} ${fmt(row.p50, 1).padStart(8)} ${fmt(row.p95, 1).padStart(8)} ${fmt(row.p99, 1).padStart(8)} ${fmt(row.rps, 1).padStart(7)} ${fmt(row.first, 1).padStart(9)}  ${verdict}`,
      );
    }
  } finally {
    await app.close();
  }
}

try {
  await runOnThrowawayPostgres({ name: 'analytics', seed, run });
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
