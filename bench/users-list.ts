/**
 * The admin users list at scale, on PostgreSQL (bench/README.md, "Users list bench"): 100,000
 * accounts (1% deleted, 0.5% suspended, a tenth unverified), 60,000 sessions, attempts for about
 * 40% of the people, paid orders for a tenth and 1,000,000 notifications, seeded into a throwaway
 * database by INSERT … SELECT generate_series. Then GET /api/admin/users through the real app
 * (buildApp, production config, listening on 127.0.0.1) with an admin's bearer token: realistic
 * searches and filters, each as a first page and as a later page (the cursor of page 5), requests
 * one after another (1 connection, target p95 < 50 ms) and then 10 at a time.
 * Run with `npm run bench:users` from the repository root. Figures only: a miss never fails.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import type { Database } from '../server/src/db/client.ts';
import { numberFromEnv } from './lib/env.ts';
import { runOnThrowawayPostgres } from './lib/postgres.ts';
import { fmt, out, percentile } from './lib/report.ts';
import { seedPeople } from './lib/seed-taking.ts';
import { benchConfig } from './lib/targets.ts';

const ACCOUNTS = numberFromEnv('BENCH_USERS', 100_000);
const NOTIFICATIONS = numberFromEnv('BENCH_NOTIFICATIONS', 1_000_000);
/** Rounds over the query list at 1 connection (each round: every query once). */
const ROUNDS = numberFromEnv('BENCH_ROUNDS', 20);
const CONCURRENCY = 10;
/** The bench's own port (its range is 3410-3419); 0 picks any free one. */
const PORT = numberFromEnv('BENCH_PORT', 3410);

const FIRST = [
  'Aarav',
  'Priya',
  'Rahul',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rohan',
  'Isha',
  'Maria',
  'John',
  'Fatima',
  'Chen',
  'Olivia',
  'Liam',
  'Sofia',
  'Mateo',
  'Aisha',
  'Noah',
  'Meera',
  'Karthik',
  'Divya',
  'Siddharth',
  'Pooja',
  'Nikhil',
  'Riya',
  'Aditya',
  'Tanvi',
  'Harsh',
];
const LAST = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Gupta',
  'Singh',
  'Kumar',
  'Das',
  'Mehta',
  'Garcia',
  'Smith',
  'Khan',
  'Wang',
  'Brown',
  'Lopez',
  'Rossi',
  'Silva',
  'Ali',
  'Kim',
  'Joshi',
  'Bose',
  'Menon',
  'Pillai',
  'Chopra',
  'Kapoor',
  'Rao',
  'Verma',
  'Bhat',
  'Fernandes',
  'Agarwal',
  'Saxena',
  'Mishra',
  'Pandey',
  'Thomas',
  'George',
  'Jain',
  'Shah',
  'Desai',
  'Kulkarni',
];
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'hotmail.com', 'college.edu.in', 'proton.me'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

async function seed(database: Database) {
  const { db } = database;
  const t0 = performance.now();
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    out(`    ${label} in ${fmt((performance.now() - started) / 1000, 1)} s`);
  };
  // Accounts: first and last names cycling at different rates (1,200 distinct pairs), addresses
  // unique by number, joined over ~2 years with ten people per instant (ties for the keyset); role,
  // verification, suspension and deletion drawn at random, independent of the name and the address.
  await step(
    `${fmt(ACCOUNTS)} accounts`,
    sql`insert into users (name, email, password_hash, role, email_verified_at, created_at, updated_at, suspended_at, suspended_reason, deleted_at)
      select f || ' ' || l,
        lower(f) || '.' || lower(l) || '.' || g || '@' || (${textArray(DOMAINS)})[1 + g % ${DOMAINS.length}],
        'bench-not-a-password-hash',
        case when r.admin < 0.002 then 'admin' else 'user' end,
        case when r.unverified < 0.1 then null else now() - ((g / 10) * interval '10 minutes') end,
        now() - ((g / 10) * interval '10 minutes'),
        now(),
        case when r.suspended < 0.005 then now() - interval '1 day' end,
        case when r.suspended < 0.005 then 'Bench suspension' end,
        case when r.deleted < 0.01 then now() end
      from generate_series(1, ${ACCOUNTS}) as g,
        lateral (select (${textArray(FIRST)})[1 + g % ${FIRST.length}] as f,
                        (${textArray(LAST)})[1 + (g / 7) % ${LAST.length}] as l) as names,
        lateral (select random() + g * 0 as admin, random() + g * 0 as unverified,
                        random() + g * 0 as suspended, random() + g * 0 as deleted) as r`,
  );
  await step(
    'profilers, sessions (60%), attempts (~40%), paid orders (10%)',
    sql`
      with made as (
        insert into assessments (title, description)
        select 'Bench profiler ' || g, 'Seeded by bench/users-list.ts' from generate_series(1, 5) as g
        returning id
      ), profilers as (select array_agg(id) as ids from made),
      people as (select id, row_number() over (order by id) as n from users where deleted_at is null),
      s as (
        insert into sessions (user_id, expires_at, created_at)
        select id, now() + interval '1 day', now() - ((n % 1000) * interval '1 hour') from people where n % 5 < 3
      ),
      a as (
        insert into test_attempts (user_id, assessment_id, status, is_completed, completed_at, updated_at)
        select p.id, profilers.ids[k], case when k = 1 then 'in_progress' else 'completed' end, k <> 1,
          case when k <> 1 then now() end, now() - ((p.n % 500) * interval '1 hour')
        from people p, profilers, generate_series(1, 2) as k
        where p.n % 5 < 2 and (k = 1 or p.n % 2 = 0)
      )
      insert into payment_orders (user_id, assessment_id, assessment_title, provider, amount_minor, list_price_minor, currency, status, paid_at)
      select p.id, profilers.ids[2], 'Bench profiler 2', 'test', 49900, 49900, 'INR', case when p.n % 20 = 0 then 'refunded' else 'paid' end, now()
      from people p, profilers where p.n % 10 = 0`,
  );
  await step(
    `${fmt(NOTIFICATIONS)} notifications`,
    sql`
      with people as (select array_agg(id) as ids from users where deleted_at is null)
      insert into notifications (user_id, type, title, message, is_read, created_at)
      select people.ids[1 + g % cardinality(people.ids)], 'system_maintenance', 'Bench notice ' || g, 'Seeded by bench/users-list.ts',
        g % 3 = 0, now() - (g * interval '1 second')
      from people, generate_series(1, ${NOTIFICATIONS}) as g`,
  );
  await step('vacuum analyze', sql`vacuum analyze`);
  out(`    seeded in ${fmt((performance.now() - t0) / 1000, 1)} s`);
}

type Query = { label: string; params: string; laterPage: boolean };

/** What an admin looks for: names, address parts, filters and sorts, first pages and a later page. */
const QUERIES: Query[] = [
  ['newest first (no filter)', 'limit=20'],
  ['search "priya"', 'search=priya'],
  ['search "sharma" verified', 'search=sharma&verified=yes'],
  ['search "patel.1" (address part)', 'search=patel.1'],
  ['search "gmail.com" name A-Z', 'search=gmail.com&sort=name_asc'],
  ['search "rao" has payments', 'search=rao&hasPayments=yes'],
  ['admins', 'role=admin'],
  ['suspended', 'status=suspended'],
  ['has attempts, joined last 90 days', `hasAttempts=yes&joinedFrom=${daysAgo(90)}&joinedTo=${daysAgo(0)}`],
  ['no attempts, oldest first', 'hasAttempts=no&sort=joined_asc'],
  ['name Z-A', 'sort=name_desc'],
  ['e-mail A-Z, unverified', 'sort=email_asc&verified=no'],
].flatMap(([label, params]) => [
  { label: label!, params: params!, laterPage: false },
  { label: `${label} — page 5`, params: params!, laterPage: true },
]);

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

async function run(database: Database) {
  const config = benchConfig();
  const app = await buildApp({ config, database, logger: false, webDist: null, startJobs: false });
  await app.listen({ host: '127.0.0.1', port: PORT === 0 ? 0 : PORT });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : PORT}/api/admin/users`;
  const [adminPerson] = await seedPeople(database, config, 1, 'admin');
  const headers = { authorization: `Bearer ${adminPerson!.token}` };
  const get = async (params: string) => {
    const response = await fetch(`${base}?${params}`, { headers });
    const body = (await response.json()) as {
      nextCursor: string | null;
      total: number;
      totalIsCapped: boolean;
      users: unknown[];
    };
    if (response.status !== 200)
      throw new Error(`${params} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };

  try {
    // Each query's later page: follow the cursor four times (page 5) once, then request that page.
    const urls: { label: string; url: string; total: string; rows: number }[] = [];
    for (const query of QUERIES) {
      let params = query.params;
      let page = await get(params);
      if (query.laterPage) {
        for (let i = 0; i < 4 && page.nextCursor; i += 1) {
          params = `${query.params}&cursor=${encodeURIComponent(page.nextCursor)}`;
          page = await get(params);
        }
      }
      urls.push({
        label: query.label,
        url: params,
        total: `${fmt(page.total)}${page.totalIsCapped ? '+' : ''}`,
        rows: page.users.length,
      });
    }
    // Warm-up: every query twice.
    for (let i = 0; i < 2; i += 1) for (const u of urls) await get(u.url);

    const timed = async (url: string) => {
      const started = performance.now();
      await get(url);
      return performance.now() - started;
    };
    const perQuery = new Map<string, number[]>(urls.map((u) => [u.label, []]));
    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const u of urls) {
        const ms = await timed(u.url);
        perQuery.get(u.label)!.push(ms);
        all.push(ms);
      }
    }
    const line = (samples: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return `p50 ${fmt(percentile(sorted, 50), 1)} ms, p95 ${fmt(percentile(sorted, 95), 1)} ms, p99 ${fmt(percentile(sorted, 99), 1)} ms`;
    };
    out();
    out(`GET /api/admin/users, 1 connection, ${ROUNDS} rounds of ${urls.length} requests:`);
    for (const u of urls) {
      out(`    ${u.label.padEnd(52)} ${u.total.padStart(7)} match  ${line(perQuery.get(u.label)!)}`);
    }
    const sortedAll = [...all].sort((a, b) => a - b);
    out(`  all ${fmt(all.length)} requests: ${line(all)}`);
    out(`  target p95 < 50 ms at 1 connection → ${percentile(sortedAll, 95) < 50 ? 'PASS' : 'MISS'}`);

    // 10 connections: the same list, 10 requests in flight.
    const concurrent: number[] = [];
    let next = 0;
    const total = ROUNDS * urls.length;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < total) {
          const u = urls[next++ % urls.length]!;
          concurrent.push(await timed(u.url));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    out(
      `GET /api/admin/users, ${CONCURRENCY} connections, ${fmt(concurrent.length)} requests: ${line(concurrent)}; ${fmt(concurrent.length / seconds)} req/s`,
    );
  } finally {
    await app.close();
  }
}

try {
  await runOnThrowawayPostgres({ name: 'users list', seed, run });
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
