/**
 * Load through the whole stack (bench/README.md, "Stack bench"; issue 18 item 4): two real server
 * processes on one PostgreSQL database and the local Redis, behind a round-robin proxy on
 * 127.0.0.1, under a mixed scenario of people and admins; one instance is SIGKILLed mid-run.
 * Prints per-step figures, the database connections used, the requests that failed around the
 * kill, and checks that every write the client got a 2xx for is in the database.
 * Run with `npm run bench:stack` from the repository root.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client.ts';
import { seedDemoCatalogue } from '../server/src/modules/assessments/demo-content/demo-content.seed.ts';
import { createPasswordHasher } from '../server/src/platform/passwords.ts';
import { numberFromEnv } from './lib/env.ts';
import { nginxVersion, startNginxProxy } from './lib/nginx-proxy.ts';
import { sampleConnections } from './lib/pg-connections.ts';
import { runOnThrowawayPostgres } from './lib/postgres.ts';
import { fmt, out, printMachine } from './lib/report.ts';
import { type ProxySnapshot, startRoundRobinProxyProcess } from './lib/round-robin-proxy.ts';
import { seedCompletedAttempts, seedPeople } from './lib/seed-taking.ts';
import { startServerProcess } from './lib/server-process.ts';
import { createStackClient, isOk, printStepTable } from './lib/stack-client.ts';
import { benchConfig } from './lib/targets.ts';

const SECONDS = numberFromEnv('BENCH_SECONDS', 60);
/** People taking the Big Five at once (each one journey after another); bounded. */
const PEOPLE = numberFromEnv('BENCH_PEOPLE', 40);
/** Of those, how many are new and sign up (register, code from the outbox, verify) before their first journey. */
const SIGNUPS = Math.min(PEOPLE, numberFromEnv('BENCH_SIGNUPS', 10));
const ADMINS = numberFromEnv('BENCH_ADMINS', 2);
/** Mean pause between two steps of a person (0.5–1.5 ×); admins pause 4 × as long. */
const THINK_MS = numberFromEnv('BENCH_THINK_MS', 300);
/** Completed attempts seeded before the run, so the admin list and export have rows to read. */
const SEEDED_ATTEMPTS = numberFromEnv('BENCH_SEEDED_ATTEMPTS', 2000);
const PORT = numberFromEnv('BENCH_PORT', 3460);
/** People arrive spread over this many seconds. */
const RAMP_S = numberFromEnv('BENCH_RAMP_SECONDS', 5);
/** When instance B is SIGKILLed, in seconds from the start of the run; BENCH_KILL=0 never kills. */
const KILL_AT = numberFromEnv('BENCH_KILL_AT', SECONDS / 2);
const KILL = process.env.BENCH_KILL !== '0';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Stack-bench-walk-7-lanterns';
/** The round-robin proxy: this bench's Node one (default), or Debian's nginx running deploy/nginx.conf. */
const PROXY = process.env.BENCH_PROXY === 'nginx' ? 'nginx' : 'node';

const STEPS = [
  'sign-up',
  'outbox (admin)',
  'verify code',
  'sign in',
  'catalogue list',
  'profiler page',
  'start',
  'questions',
  'answer',
  'complete',
  'result',
  'result PDF',
  'sign out',
  'admin results list',
  'admin export CSV',
];

/** Redis answers PING at `url`, or why not. */
function probeRedis(url: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (result: { ok: true } | { ok: false; reason: string }) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(2000, () => done({ ok: false, reason: 'timeout' }));
    socket.on('error', (error) => done({ ok: false, reason: error.message }));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) =>
      done(String(data).startsWith('+PONG') ? { ok: true } : { ok: false, reason: String(data).trim() }),
    );
  });
}

/** The rows of one statement (the bench runs on PostgreSQL only, so node-postgres's result shape). */
const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const think = (mean: number) => sleep(mean * (0.5 + Math.random()));
const json = <T>(body: Buffer) => JSON.parse(String(body)) as T;

type Seeded = {
  profilerId: string;
  people: Array<{ email: string; ip: string; signUp: boolean }>;
  adminToken: string;
};

async function seed(database: Database, config: ReturnType<typeof benchConfig>): Promise<Seeded> {
  const created = await seedDemoCatalogue(database.db, { now: new Date() });
  const bigFive = created.find((p) => /big five/i.test(p.title)) ?? created[0];
  if (!bigFive) throw new Error('the demo catalogue seeded no profiler');
  const seeded = await seedPeople(database, config, PEOPLE - SIGNUPS);
  // Every seeded person signs in with the same password (one argon2 hash, made as the server makes it).
  const passwordHash = await createPasswordHasher().hash(PASSWORD);
  await database.db.execute(
    sql`update users set password_hash = ${passwordHash} where id = any(${sql.param(seeded.map((p) => p.id))}::uuid[])`,
  );
  const emails = await rowsOf<{ email: string }>(
    database,
    sql`select email from users where id = any(${sql.param(seeded.map((p) => p.id))}::uuid[]) order by email`,
  );
  const [admin] = await seedPeople(database, config, 1, 'admin');
  if (seeded.length > 0)
    await seedCompletedAttempts(
      database,
      bigFive.id,
      seeded.map((p) => p.id),
      SEEDED_ATTEMPTS,
    );
  const tag = Math.random().toString(36).slice(2, 8);
  const people = [
    ...Array.from({ length: SIGNUPS }, (_, i) => ({ email: `new-${tag}-${i + 1}@bench.test`, signUp: true })),
    ...emails.map((row) => ({ email: row.email, signUp: false })),
  ].map((person, i) => ({ ...person, ip: `127.1.${Math.floor(i / 250)}.${1 + (i % 250)}` }));
  out(
    `seeded: the demo catalogue (${created.length} profilers; the people take "${bigFive.title}"), ` +
      `${PEOPLE - SIGNUPS} verified people, 1 admin, ${fmt(SEEDED_ATTEMPTS)} completed attempts`,
  );
  return { profilerId: bigFive.id, people, adminToken: admin!.token };
}

async function run(
  database: Database,
  dbName: string,
  dbUrl: string,
  config: ReturnType<typeof benchConfig>,
  seeded: Seeded,
) {
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: dbUrl,
    REDIS_URL,
    APP_SECRET: config.appSecret,
    JWT_SECRET: config.jwtSecret,
    TRUST_PROXY: 'true',
    SKIP_SEED: 'true',
    MAIL_PROVIDER: 'outbox',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    SHUTDOWN_TIMEOUT_SECONDS: '10',
  };
  // One after the other, as deploy/compose.yaml starts them (the first start's work in a's log);
  // together would be safe too since the start-up lock (server/src/db/startup-lock.ts).
  const instances = [startServerProcess({ name: 'a', port: PORT + 1, env })];
  // nginx reports no counters: its snapshot is undefined.
  const proxy: { url: string; snapshot(): Promise<ProxySnapshot | undefined>; close(): Promise<void> } =
    PROXY === 'nginx'
      ? {
          ...(await startNginxProxy({ port: PORT, a: PORT + 1, b: PORT + 2 })),
          snapshot: async () => undefined,
        }
      : await startRoundRobinProxyProcess({
          port: PORT,
          upstreams: [
            { name: 'a', port: PORT + 1 },
            { name: 'b', port: PORT + 2 },
          ],
        });
  const client = createStackClient(proxy.url);
  try {
    const startWait = performance.now();
    await instances[0]!.ready();
    instances.push(startServerProcess({ name: 'b', port: PORT + 2, env }));
    await instances[1]!.ready();
    out(
      `instances a (127.0.0.1:${PORT + 1}) and b (127.0.0.1:${PORT + 2}) ready in ${fmt((performance.now() - startWait) / 1000, 1)} s ` +
        `(NODE_ENV=production, pool 10 each, Redis ${REDIS_URL}); ${PROXY === 'nginx' ? `nginx ${nginxVersion()} running deploy/nginx.conf` : 'the Node proxy'} on ${proxy.url}`,
    );
    out(
      `scenario: ${PEOPLE} people (${SIGNUPS} signing up first, the rest signing in) each running journeys ` +
        `(catalogue, profiler, start, questions, every answer, complete, result, PDF, sign out) with ` +
        `${fmt(THINK_MS * 0.5)}–${fmt(THINK_MS * 1.5)} ms pauses; ${ADMINS} admins listing results and exporting CSV; ` +
        `${SECONDS} s${KILL ? `; SIGKILL of instance b at ${fmt(KILL_AT, 1)} s` : ''} ...`,
    );

    const sampler = await sampleConnections(SERVER_URL, dbName);
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    const running = () => performance.now() < deadline;
    const acked = {
      answers: new Map<string, string>(),
      completed: new Set<string>(),
      signedUp: new Set<string>(),
    };
    const journeys = { done: 0, broken: 0 };
    const { profilerId, adminToken } = seeded;

    const signUp = async (person: Seeded['people'][number]): Promise<string | undefined> => {
      const registered = await client.request('sign-up', 'POST', '/auth/register', {
        ip: person.ip,
        body: { name: 'Stack Bench Person', email: person.email, password: PASSWORD },
      });
      if (!isOk(registered.status)) return undefined;
      for (let tries = 0; tries < 20 && running(); tries += 1) {
        await sleep(100);
        const outbox = await client.request(
          'outbox (admin)',
          'GET',
          `/admin/mail/outbox?to=${encodeURIComponent(person.email)}&limit=1`,
          {
            token: adminToken,
          },
        );
        if (!isOk(outbox.status)) continue;
        const [message] = json<{ messages: Array<{ text: string }> }>(outbox.body).messages;
        const code = message?.text.match(/\b(\d{6})\b/)?.[1];
        if (!code) continue;
        const verified = await client.request('verify code', 'POST', '/auth/verify-otp', {
          ip: person.ip,
          body: { email: person.email, otpCode: code },
        });
        if (!isOk(verified.status)) return undefined;
        acked.signedUp.add(person.email);
        return json<{ token: string }>(verified.body).token;
      }
      return undefined;
    };

    /** One journey; false when a step failed (the person starts over after a pause). */
    const journey = async (person: Seeded['people'][number], token: string): Promise<boolean> => {
      const auth = { token, ip: person.ip };
      if (!isOk((await client.request('catalogue list', 'GET', '/assessments?page=1&limit=12', auth)).status))
        return false;
      await think(THINK_MS);
      if (!isOk((await client.request('profiler page', 'GET', `/assessments/${profilerId}`, auth)).status))
        return false;
      await think(THINK_MS);
      const start = await client.request('start', 'POST', `/assessments/${profilerId}/start`, auth);
      if (!isOk(start.status)) return false;
      const attemptId = json<{ attempt: { id: string } }>(start.body).attempt.id;
      const questions = await client.request(
        'questions',
        'GET',
        `/assessments/${profilerId}/questions`,
        auth,
      );
      if (!isOk(questions.status)) return false;
      const { categories } = json<{
        categories: Array<{
          questions: Array<{
            id: string;
            categoryId: string;
            type: string;
            options: Array<{ value: string }>;
          }>;
        }>;
      }>(questions.body);
      for (const question of categories.flatMap((c) => c.questions)) {
        if (!running()) return true;
        await think(THINK_MS);
        const answer =
          question.type === 'MULTIPLE_CHOICE'
            ? (question.options[0]?.value ?? 'a')
            : question.type === 'YES_NO'
              ? Math.random() < 0.5
              : question.type === 'TEXT'
                ? 'I like building things.'
                : 1 + Math.floor(Math.random() * 5);
        const saved = await client.request(
          'answer',
          'POST',
          `/assessments/${profilerId}/attempts/${attemptId}/answers`,
          {
            ...auth,
            body: { questionId: question.id, categoryId: question.categoryId, answer },
          },
        );
        if (!isOk(saved.status)) return false;
        acked.answers.set(`${attemptId}|${question.id}`, JSON.stringify(answer));
      }
      if (!running()) return true;
      const complete = await client.request(
        'complete',
        'POST',
        `/assessments/${profilerId}/attempts/${attemptId}/complete`,
        auth,
      );
      if (!isOk(complete.status)) return false;
      acked.completed.add(attemptId);
      await think(THINK_MS);
      if (!isOk((await client.request('result', 'GET', `/assessments/results/${attemptId}`, auth)).status))
        return false;
      await think(THINK_MS);
      const pdf = await client.request('result PDF', 'GET', `/assessments/results/${attemptId}/pdf`, auth);
      if (!isOk(pdf.status) || pdf.body.subarray(0, 5).toString() !== '%PDF-') return false;
      return true;
    };

    const person = async (who: Seeded['people'][number]) => {
      let signedUp = !who.signUp;
      while (running()) {
        let token: string | undefined;
        if (!signedUp) {
          token = await signUp(who);
          if (token) signedUp = true;
        } else {
          const login = await client.request('sign in', 'POST', '/auth/login', {
            ip: who.ip,
            body: { email: who.email, password: PASSWORD },
          });
          if (isOk(login.status)) token = json<{ token: string }>(login.body).token;
        }
        if (token && (await journey(who, token))) {
          if (running()) journeys.done += 1;
          await client.request('sign out', 'POST', '/auth/logout', { token, ip: who.ip });
        } else if (running()) journeys.broken += 1;
        await think(THINK_MS * 2);
      }
    };

    const adminLoop = async (n: number) => {
      await sleep(n * 500);
      while (running()) {
        await client.request(
          'admin results list',
          'GET',
          `/admin/assessments/${profilerId}/results?page=1&limit=20`,
          {
            token: adminToken,
          },
        );
        await think(THINK_MS * 4);
        if (!running()) break;
        await client.request(
          'admin export CSV',
          'GET',
          `/admin/assessments/${profilerId}/download?format=csv`,
          {
            token: adminToken,
          },
        );
        await think(THINK_MS * 4);
      }
    };

    let killedAt: number | undefined;
    let exitSeen: Promise<number> = Promise.resolve(0);
    let inFlightOnBAtKill: number | undefined;
    const killer = KILL
      ? sleep(KILL_AT * 1000).then(async () => {
          inFlightOnBAtKill = (await proxy.snapshot())?.upstreams.find((u) => u.name === 'b')?.inFlight;
          killedAt = performance.now();
          exitSeen = instances[1]!.kill();
        })
      : Promise.resolve();

    await Promise.all([
      // Arrivals spread over the first RAMP seconds, not all in the same instant.
      ...seeded.people.map((p, i) => sleep((i * RAMP_S * 1000) / seeded.people.length).then(() => person(p))),
      ...Array.from({ length: ADMINS }, (_, n) => adminLoop(n)),
      killer,
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const connections = await sampler.stop();
    const snapshot = await proxy.snapshot();
    const servedBy = (name: string) =>
      client.records.filter((r) => r.upstream === name && r.endedAt > 0).length;

    // Figures
    out();
    printStepTable(client.records, elapsed, STEPS);
    const done = client.records.filter((r) => r.endedAt > 0);
    const failed = done.filter((r) => !isOk(r.status));
    out(
      `all: ${fmt(done.length)} requests in ${fmt(elapsed, 1)} s (${fmt(done.length / elapsed)} req/s), ` +
        `${fmt(failed.length)} not 2xx; journeys completed ${journeys.done}, broken off ${journeys.broken}; ` +
        `answered by a ${fmt(servedBy('a'))}, b ${fmt(servedBy('b'))}`,
    );
    out(
      `database connections (pg_stat_activity, most at once, sampled every 0.5 s): all ${connections.peakAll}; ` +
        [...connections.peak]
          .map(
            ([app, p]) =>
              `${app === '(unnamed)' ? "the bench's own pool" : app} ${p.total} (${p.active} active)`,
          )
          .join(', '),
    );

    if (killedAt !== undefined) {
      const kill = killedAt;
      const inFlightAtKill = done.filter((r) => r.startedAt <= kill && r.endedAt >= kill);
      const failedAround = failed.filter((r) => r.endedAt >= kill && r.startedAt <= kill + 5000);
      // A SIGKILLed process stops answering at once but its sockets close only when the kernel has
      // torn it down (tens to hundreds of ms on this loaded machine). Until then a request sent to
      // it is taken by its socket and never answered: in flight on the dying instance. The proxy
      // learns of the death from the first connection error and sends nothing there afterwards.
      // So: a failure sent to b before the proxy's first error on b is one in flight on b (before
      // or after the signal); one sent to b after it, or any failure through a, is a miss.
      const killEpoch = performance.timeOrigin + kill;
      // nginx does not say when it first saw b fail: every failure sent to b counts as in flight.
      const downAt = snapshot?.upstreams[1]?.firstErrorAt || Number.POSITIVE_INFINITY;
      const sentAt = (r: (typeof failed)[number]) => r.proxySentAt ?? performance.timeOrigin + r.startedAt;
      const toB = failedAround.filter((r) => r.upstream === 'b');
      const beforeSignal = toB.filter((r) => sentAt(r) <= killEpoch);
      const whileDying = toB.filter((r) => sentAt(r) > killEpoch && sentAt(r) <= downAt);
      const afterDown = toB.filter((r) => sentAt(r) > downAt);
      const others = failedAround.filter((r) => r.upstream !== 'b');
      const describe = (r: (typeof failed)[number]) =>
        `${r.step} ${r.status || ''}${r.error ? ` ${r.error}` : ''} sent ${sentAt(r) >= killEpoch ? '+' : ''}${fmt(sentAt(r) - killEpoch, 1)} ms`;
      const list = (rows: typeof failed) => (rows.length ? `: ${rows.map(describe).join(', ')}` : '');
      const before = done.filter((r) => r.endedAt < kill).length / ((kill - started) / 1000);
      const after = done.filter((r) => r.startedAt > kill).length / ((performance.now() - kill) / 1000 || 1);
      out(
        `kill: instance b SIGKILLed at ${fmt((kill - started) / 1000, 1)} s with ${inFlightOnBAtKill ?? '?'} requests in flight on it ` +
          `(${inFlightAtKill.length} through the proxy in all); the proxy's first connection error on b ` +
          `${Number.isFinite(downAt) ? `+${fmt(downAt - killEpoch, 1)} ms` : snapshot ? 'never' : 'not known (nginx)'}, b's exit seen by the bench +${fmt((await exitSeen) - kill, 1)} ms`,
      );
      out(
        `    failed in the 5 s from the kill: ${failedAround.length} — in flight on b: ${beforeSignal.length} sent before the signal${list(beforeSignal)}; ` +
          `${whileDying.length} sent while it was dying, before the proxy saw it down${list(whileDying)}; ` +
          `sent to b after the proxy saw it down: ${afterDown.length}${list(afterDown)}; others (through a, or no answer from the proxy): ${others.length}${list(others)} ` +
          `→ ${afterDown.length + others.length === 0 ? 'PASS' : 'MISS'} (only those in flight on b fail)`,
      );
      out(
        `    ${
          snapshot
            ? `proxy: ${snapshot.stats.retried} retried on a (idempotent or refused), ${snapshot.stats.failed} answered 502, ` +
              `${snapshot.stats.noUpstream} found no upstream; b connection errors ${snapshot.upstreams[1]!.connectionErrors}; `
            : 'nginx: its retries are not counted; '
        }throughput ${fmt(before)} req/s before the kill, ${fmt(after)} req/s after (a alone)`,
      );
    }

    // Acknowledged writes
    const pairs = [...acked.answers.keys()].map((key) => key.split('|') as [string, string]);
    const stored = pairs.length
      ? await rowsOf<{ n: string; same: string }>(
          database,
          sql`
          select count(*) as n, count(*) filter (where a.answer::text = k.answer::jsonb::text) as same
            from test_answers a
            join unnest(${sql.param(pairs.map((p) => p[0]))}::uuid[], ${sql.param(pairs.map((p) => p[1]))}::uuid[],
                        ${sql.param([...acked.answers.values()])}::text[]) as k(attempt_id, question_id, answer)
              on a.attempt_id = k.attempt_id and a.question_id = k.question_id`,
        )
      : [{ n: '0', same: '0' }];
    const completed = acked.completed.size
      ? await rowsOf<{ n: string }>(
          database,
          sql`select count(*) as n from test_attempts where id = any(${sql.param([...acked.completed])}::uuid[]) and status = 'completed'`,
        )
      : [{ n: '0' }];
    const verified = acked.signedUp.size
      ? await rowsOf<{ n: string }>(
          database,
          sql`select count(*) as n from users where email = any(${sql.param([...acked.signedUp])}::text[]) and email_verified_at is not null`,
        )
      : [{ n: '0' }];
    const storedAnswers = Number(stored[0]!.n);
    const sameAnswers = Number(stored[0]!.same);
    const storedCompleted = Number(completed[0]!.n);
    const storedSignUps = Number(verified[0]!.n);
    const lost =
      acked.answers.size -
      sameAnswers +
      (acked.completed.size - storedCompleted) +
      (acked.signedUp.size - storedSignUps);
    out(
      `acknowledged writes in the database: answers ${fmt(storedAnswers)} of ${fmt(acked.answers.size)} ` +
        `(${fmt(sameAnswers)} with the value acknowledged), completions ${fmt(storedCompleted)} of ${fmt(acked.completed.size)}, ` +
        `sign-ups verified ${storedSignUps} of ${acked.signedUp.size} → ${lost === 0 ? 'PASS' : `MISS (${lost} lost)`}`,
    );
    if (instances[0]!.child.exitCode !== null)
      out(`instance a exited during the run:\n${instances[0]!.tail()}`);
  } finally {
    client.close();
    await proxy.close();
    await Promise.all(instances.map((i) => i.stop()));
  }
}

const redis = await probeRedis(REDIS_URL);
if (!redis.ok) {
  printMachine('stack');
  out(`SKIP: Redis unreachable at ${REDIS_URL} (${redis.reason}); set BENCH_REDIS_URL`);
} else if (PROXY === 'nginx' && !nginxVersion()) {
  printMachine('stack');
  out('SKIP: BENCH_PROXY=nginx but nginx is not installed (apt-get install nginx-light)');
} else {
  try {
    const config = benchConfig();
    let seeded: Seeded | undefined;
    await runOnThrowawayPostgres({
      name: 'stack',
      seed: async (database) => {
        seeded = await seed(database, config);
      },
      run: async (database) => {
        const url = new URL(SERVER_URL);
        const [{ name }] = (await rowsOf<{ name: string }>(
          database,
          sql`select current_database() as name`,
        )) as [{ name: string }];
        url.pathname = `/${name}`;
        await run(database, name, url.toString(), config, seeded!);
      },
    });
  } catch (error) {
    out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
}
