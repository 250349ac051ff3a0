/**
 * Throughput and latency of three targets, on PostgreSQL and on PGlite (see bench/README.md).
 * Run with `npm run bench` from the repository root.
 */
import os from 'node:os';
import path from 'node:path';
import { type Database, defaultPoolSize, migrateDatabase, openDatabase } from '../server/src/db/client.ts';
import { type ProfileSummary, printProfile, profileDuring } from './lib/cpu-profile.ts';
import { numberFromEnv } from './lib/env.ts';
import { type Measurement, measure } from './lib/load.ts';
import { createThrowawayDatabase, probePostgres, type ThrowawayDatabase } from './lib/postgres.ts';
import { loadAverage, out } from './lib/report.ts';
import { seed } from './lib/seed.ts';
import {
  bareJsonTarget,
  benchConfig,
  primaryKeyTarget,
  type Target,
  unreadCountTarget,
} from './lib/targets.ts';

const DURATION = numberFromEnv('BENCH_DURATION', 8);
const CONNECTIONS = Math.round(numberFromEnv('BENCH_CONNECTIONS', 50));
const WARMUP = numberFromEnv('BENCH_WARMUP', 2);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ? Math.round(numberFromEnv('BENCH_POOL_SIZE', 10)) : undefined;
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const NOTIFICATIONS = 50;
/** Which legs run, in order (`BENCH_LEGS=postgres` skips PGlite). */
const LEGS = (process.env.BENCH_LEGS || 'postgres,pglite').split(',').map((l) => l.trim());
/** Targets (2) and (3) are measured this many times in turn on the same database: the verdict needs every run. */
const RUNS = Math.max(1, Math.round(numberFromEnv('BENCH_RUNS', 1)));

// Targets on PostgreSQL (issue 18): the app's authenticated read keeps ≥ 80% of a bare PK select,
// p99 < 15 ms, in every run.
const TARGET_RATIO = 0.8;
const TARGET_P99_MS = 15;

/** BENCH_CPU_PROFILE=<dir>: profile the server thread during targets (2) and (3) (see lib/cpu-profile.ts). */
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
const profiles: Array<{ label: string; summary: ProfileSummary }> = [];

async function profileTarget(
  database: string,
  run: number,
  target: string,
  load: () => Promise<Measurement>,
) {
  const label = `${database} ${target}${RUNS > 1 ? ` run ${run}` : ''}`;
  const file = path.join(PROFILE_DIR!, label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''));
  const { result, summary } = await profileDuring(file, load);
  profiles.push({ label: `${label} (${file}.cpuprofile)`, summary });
  return result;
}

function printProfiles() {
  for (const { label, summary } of profiles) printProfile(label, summary);
}

type Row = { database: string; target: string; run: number; m: Measurement };
const rows: Row[] = [];
const notes: string[] = [];

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function runTarget(
  database: string,
  run: number,
  make: () => Promise<Target>,
  sample?: () => Record<string, number>,
) {
  const target = await make();
  try {
    out(`  ${database.padEnd(10)} ${target.name}${RUNS > 1 ? ` run ${run}` : ''} ... `);
    const load = () =>
      measure({
        url: target.url,
        headers: target.headers,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        sample,
      });
    const profiled = PROFILE_DIR && !target.name.startsWith('(1)');
    const m = profiled ? await profileTarget(database, run, target.name, load) : await load();
    rows.push({ database, target: target.name, run, m });
  } finally {
    await target.close();
  }
}

async function runLeg(label: string, database: Database) {
  await migrateDatabase(database);
  const config = benchConfig();
  const seeded = await seed(database, config, NOTIFICATIONS);
  notes.push(
    `${label}: seeded 1 user, 1 session, ${seeded.notifications} notifications (${seeded.unread} unread)`,
  );
  const sample =
    database.kind === 'postgres'
      ? () => ({ poolTotal: database.pool.totalCount, poolWaiting: database.pool.waitingCount })
      : undefined;
  await runTarget(label, 1, bareJsonTarget);
  for (let run = 1; run <= RUNS; run++) {
    await runTarget(label, run, () => primaryKeyTarget(database, seeded.userId), sample);
    await runTarget(label, run, () => unreadCountTarget(database, config, seeded.token), sample);
  }
}

async function postgresLeg() {
  const probe = await probePostgres(SERVER_URL);
  if (!probe.ok) {
    out(`SKIP postgres: ${redact(SERVER_URL)} unreachable (${probe.reason}); set BENCH_DATABASE_URL`);
    notes.push(`postgres: SKIPPED, ${redact(SERVER_URL)} unreachable (${probe.reason})`);
    return;
  }
  let throwaway: ThrowawayDatabase | undefined;
  let database: Database | undefined;
  let closing = false;
  const cleanup = async () => {
    closing = true;
    await database?.close().catch(() => {});
    database = undefined;
    await throwaway?.drop();
  };
  const onSignal = () => {
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  try {
    throwaway = await createThrowawayDatabase(SERVER_URL);
    out(`postgres: throwaway database ${throwaway.name}`);
    const opened = await openDatabase({ databaseUrl: throwaway.url, poolSize: POOL_SIZE });
    database = opened;
    // openDatabase's pool has no 'error' listener: an idle connection terminated by the server
    // (e.g. the DROP ... WITH (FORCE) below, or another process) would otherwise crash the bench.
    // pool.end() resolves before the server has seen every connection's Terminate, so the drop can
    // still kill a few of them: those errors are expected once `closing` is set.
    if (opened.kind === 'postgres')
      opened.pool.on('error', (error: Error) => {
        if (!closing) notes.push(`postgres: idle pool connection error: ${error.message}`);
      });
    await runLeg('postgres', opened);
  } finally {
    process.off('SIGINT', onSignal);
    await cleanup();
    if (throwaway) out(`postgres: dropped ${throwaway.name}`);
  }
}

async function pgliteLeg() {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runLeg('pglite', database);
  } finally {
    await database.close().catch(() => {});
  }
}

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function printReport() {
  const header = [
    'database',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'errors',
    'loop busy',
    'loop ms/req',
    'preempted/1k req',
  ];
  const body = rows.map(({ database, target, run, m }) => [
    database,
    RUNS > 1 && !target.startsWith('(1)') ? `${target} #${run}` : target,
    fmt(m.rps),
    fmt(m.p50, 1),
    fmt(m.p99, 1),
    fmt(m.max, 1),
    String(m.non2xx),
    String(m.errors + m.timeouts),
    `${fmt(m.eventLoopUtilization * 100)}%`,
    fmt((m.eventLoopUtilization * m.durationSeconds * 1000) / Math.max(1, m.requests), 3),
    m.preemptions === null ? '—' : fmt((1000 * m.preemptions) / Math.max(1, m.requests), 1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  out();
  out(line(header));
  out(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) out(line(r));
  out();

  for (const database of ['postgres', 'pglite']) {
    let verdicts = 0;
    let passes = 0;
    for (let run = 1; run <= RUNS; run++) {
      const pk = rows.find((r) => r.database === database && r.run === run && r.target.startsWith('(2)'));
      const app = rows.find((r) => r.database === database && r.run === run && r.target.startsWith('(3)'));
      if (!pk || !app) continue;
      const ratio = app.m.rps / pk.m.rps;
      out(`${database}${RUNS > 1 ? ` run ${run}` : ''}: (3)/(2) throughput = ${fmt(ratio * 100, 1)}%`);
      for (const r of [pk, app]) {
        const pool = r.m.samples;
        if (pool.poolTotal !== undefined) {
          out(
            `  ${r.target}: pool connections max ${pool.poolTotal}, max queued for a connection ${pool.poolWaiting}`,
          );
        }
      }
      if (database !== 'postgres') continue;
      const ratioOk = ratio >= TARGET_RATIO;
      const p99Ok = app.m.p99 < TARGET_P99_MS;
      verdicts++;
      if (ratioOk && p99Ok) passes++;
      out(
        `  target (3) >= ${TARGET_RATIO * 100}% of (2): ${ratioOk ? 'PASS' : 'MISS'} (${fmt(ratio * 100, 1)}%)`,
      );
      out(
        `  target p99 of (3) < ${TARGET_P99_MS} ms at ${CONNECTIONS} connections: ${p99Ok ? 'PASS' : 'MISS'} (${fmt(app.m.p99, 1)} ms)`,
      );
    }
    if (verdicts > 1) out(`${database}: both targets met in ${passes} of ${verdicts} runs`);
  }
  if (!rows.some((r) => r.database === 'postgres'))
    out('postgres: no figures (leg skipped or failed): targets not judged');
  out();
  for (const n of notes) out(`note: ${n}`);
  out(`note: load average at start ${LOAD_AT_START}, at end ${loadAverage()} on ${os.cpus().length} CPU(s)`);
  out(
    'note: "loop busy" = event-loop utilisation of the server thread; "loop ms/req" = its busy time per request; ' +
      '"preempted/1k req" = times the kernel took the core from the server thread while it could run, per 1,000 requests',
  );
}

const LOAD_AT_START = loadAverage();

out(
  `Pathwise bench: ${CONNECTIONS} connections, ${DURATION}s measured after ${WARMUP}s warm-up; ` +
    `node ${process.version}, ${os.cpus().length} CPU(s); pg pool size ${POOL_SIZE ?? `${defaultPoolSize()} (the default on this machine)`}`,
);
out(
  'Load generator: autocannon (workers: 1) in a worker thread of this process (server and load share the machine).',
);

for (const [name, leg] of [
  ['postgres', postgresLeg],
  ['pglite', pgliteLeg],
] as const) {
  if (!LEGS.includes(name)) continue;
  try {
    await leg();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    out(`ERROR in ${name} leg: ${message}`);
    notes.push(`${name}: leg failed (${error instanceof Error ? error.message : String(error)})`);
  }
}

printReport();
printProfiles();
process.exit(0);
