/**
 * A broadcast to 100,000 people on PostgreSQL (bench/README.md, "Broadcast bench"): a throwaway
 * database with BENCH_PEOPLE accounts (1% of them turned in-app off for the type, 1% deleted,
 * 0.5% suspended), the real app (buildApp, production config, job workers on) listening on
 * 127.0.0.1, and an admin's POST /api/admin/broadcasts "everyone". Prints the time the POST takes
 * (count + campaign row + first batch job) and the time until the real pg-boss workers have stored
 * every in-app notification, then checks by count: zero lost, zero duplicates, counters right.
 * Run with `npm run bench:broadcast` from the repository root. Figures only, except the counts: a
 * lost or repeated notification fails the run (exit code 1).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import type { Database } from '../server/src/db/client.ts';
import { numberFromEnv } from './lib/env.ts';
import { runOnThrowawayPostgres } from './lib/postgres.ts';
import { fmt, out } from './lib/report.ts';
import { seedPeople } from './lib/seed-taking.ts';
import { benchConfig } from './lib/targets.ts';

const PEOPLE = numberFromEnv('BENCH_PEOPLE', 100_000);
/** The bench's own port (its range is 3430-3439); 0 picks any free one. */
const PORT = numberFromEnv('BENCH_PORT', 3430);
/** Gives up waiting for delivery after this long. */
const TIMEOUT_S = numberFromEnv('BENCH_TIMEOUT_S', 600);

async function seed(database: Database) {
  const started = performance.now();
  await database.db.execute(sql`
    insert into users (name, email, password_hash, role, email_verified_at, created_at, updated_at, suspended_at, deleted_at)
    select 'Person ' || g, 'person.' || g || '@bench.test', 'bench-not-a-password-hash', 'user', now(), now(), now(),
      case when g % 200 = 7 then now() end,
      case when g % 100 = 3 then now() end
    from generate_series(1, ${PEOPLE}) as g`);
  await database.db.execute(sql`
    insert into notification_preferences (user_id, type, email, in_app)
    select id, 'system_maintenance', false, false from users where (hashtext(id::text) % 100) = 0`);
  await database.db.execute(sql`vacuum analyze`);
  out(`    ${fmt(PEOPLE)} people seeded in ${fmt((performance.now() - started) / 1000, 1)} s`);
}

type Campaign = {
  id: string;
  status: string;
  recipients: number | null;
  processed: number;
  delivered: number;
  emailed: number;
};

async function run(database: Database): Promise<boolean> {
  const config = benchConfig();
  const app = await buildApp({ config, database, logger: false, webDist: null, startJobs: true });
  await app.listen({ host: '127.0.0.1', port: PORT });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : PORT}/api/admin/broadcasts`;
  const [adminPerson] = await seedPeople(database, config, 1, 'admin');
  const headers = { authorization: `Bearer ${adminPerson!.token}`, 'content-type': 'application/json' };
  try {
    const postStarted = performance.now();
    const response = await fetch(base, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'system_maintenance',
        title: 'Planned maintenance',
        message: 'Pathwise will be offline on Sunday from 02:00 to 03:00 UTC.',
        audience: 'everyone',
      }),
    });
    const enqueueMs = performance.now() - postStarted;
    const created = (await response.json()) as { campaign: Campaign };
    if (response.status !== 201)
      throw new Error(`POST answered ${response.status}: ${JSON.stringify(created)}`);
    out();
    out(
      `POST /api/admin/broadcasts (everyone): ${response.status} in ${fmt(enqueueMs, 1)} ms, recipients ${fmt(created.campaign.recipients ?? 0)}`,
    );

    let campaign = created.campaign;
    const deliveryStarted = performance.now();
    while (campaign.status !== 'sent') {
      if ((performance.now() - deliveryStarted) / 1000 > TIMEOUT_S)
        throw new Error(`not delivered in ${TIMEOUT_S} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const progress = await fetch(`${base}/${campaign.id}`, { headers });
      campaign = ((await progress.json()) as { campaign: Campaign }).campaign;
    }
    const deliverS = (performance.now() - deliveryStarted) / 1000;
    out(
      `delivered by the workers in ${fmt(deliverS, 1)} s (from the POST's answer to status 'sent'): ${fmt(campaign.delivered / deliverS)} in-app notifications/s`,
    );

    const result = (await database.db.execute(sql`
      with reachable as (select id from users where deleted_at is null and suspended_at is null),
      wanted as (
        select r.id from reachable r
        where not exists (select 1 from notification_preferences p where p.user_id = r.id and p.type = 'system_maintenance' and not p.in_app)
      ),
      got as (select user_id from notifications where data ->> 'campaignId' = ${campaign.id})
      select (select count(*) from reachable)::int as reachable,
             (select count(*) from wanted)::int as wanted,
             (select count(*) from got)::int as rows,
             (select count(distinct user_id) from got)::int as people,
             (select count(*) from wanted w where not exists (select 1 from got g where g.user_id = w.id))::int as lost,
             (select count(*) from got g where g.user_id not in (select id from wanted))::int as unwanted`)) as unknown as {
      rows: Array<{
        reachable: number;
        wanted: number;
        rows: number;
        people: number;
        lost: number;
        unwanted: number;
      }>;
    };
    const c = result.rows[0]!;
    const duplicates = c.rows - c.people;
    out(
      `counts: reachable ${fmt(c.reachable)} (recipients ${fmt(campaign.recipients ?? 0)}, processed ${fmt(campaign.processed)}), in-app wanted ${fmt(c.wanted)}, stored ${fmt(c.rows)} (campaign says ${fmt(campaign.delivered)}), distinct people ${fmt(c.people)}`,
    );
    out(
      `  lost ${fmt(c.lost)}, duplicates ${fmt(duplicates)}, sent to people who turned it off ${fmt(c.unwanted)}`,
    );
    const ok =
      c.lost === 0 &&
      duplicates === 0 &&
      c.unwanted === 0 &&
      c.rows === c.wanted &&
      campaign.delivered === c.rows &&
      campaign.processed === c.reachable &&
      campaign.recipients === c.reachable;
    out(`  zero lost, zero duplicates, counters match → ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await app.close();
  }
}

try {
  // false: the counts are wrong; undefined: skipped (no PostgreSQL), which is no failure.
  if ((await runOnThrowawayPostgres({ name: 'broadcast', seed, run })) === false) process.exitCode = 1;
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
