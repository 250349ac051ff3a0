/**
 * Latency of the admin console's catalogue reads over 1,000 profilers × 10 categories × 20
 * questions on PostgreSQL (see bench/README.md, "Catalogue bench"). Run with
 * `npm run bench:catalogue` from the repository root.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { type Database, migrateDatabase, openDatabase } from '../server/src/db/client.ts';
import { catalogueEndpoints, startCatalogueApp } from './lib/catalogue-targets.ts';
import { numberFromEnv } from './lib/env.ts';
import { type Measurement, measure } from './lib/load.ts';
import { createThrowawayDatabase, probePostgres, type ThrowawayDatabase } from './lib/postgres.ts';
import { fmt, loadAverage, out } from './lib/report.ts';
import { CATALOGUE, seedCatalogue } from './lib/seed-catalogue.ts';
import { benchConfig } from './lib/targets.ts';

function connectionsFromEnv(): number[] {
  const raw = process.env.BENCH_CONNECTIONS || '1,10';
  const levels = raw.split(',').map((part) => Number(part.trim()));
  if (levels.some((level) => !Number.isInteger(level) || level <= 0)) {
    throw new Error(`BENCH_CONNECTIONS must be positive integers separated by commas, got "${raw}"`);
  }
  return levels;
}

const DURATION = numberFromEnv('BENCH_DURATION', 8);
// Admin screens are used by a few people at a time, not by the public: one admin alone (the
// latency a click costs), then ten requests at once (several admins, or one screen's parallel loads).
const CONNECTIONS = connectionsFromEnv();
const WARMUP = numberFromEnv('BENCH_WARMUP', 2);
// Opt-in: VACUUM after seeding, as autovacuum would have done to a catalogue at rest (it sets the
// visibility map, so counts by index need not visit the heap). Off by default: the seeded tables
// are measured as just written (and the server may run with autovacuum off).
const VACUUM = process.env.BENCH_VACUUM === '1';
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_P95_MS = 50;

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * autocannon reports p90 and p97.5 but no p95, and p90 ≤ p95 ≤ p97.5: the verdict is PASS only
 * when p97.5 is under the target, MISS when p90 already is not, UNSURE in between.
 */
function p95Verdict(m: Measurement): string {
  if (m.non2xx > 0 || m.errors + m.timeouts > 0) return 'MISS (failed requests)';
  if (m.p97_5 < TARGET_P95_MS) return `PASS (p95 ≤ p97.5 = ${fmt(m.p97_5, 1)} ms)`;
  if (m.p90 >= TARGET_P95_MS) return `MISS (p95 ≥ p90 = ${fmt(m.p90, 1)} ms)`;
  return `UNSURE (p90 ${fmt(m.p90, 1)} ms < ${TARGET_P95_MS} ≤ p97.5 ${fmt(m.p97_5, 1)} ms)`;
}

type Row = { name: string; connections: number; m: Measurement };

function printTable(rows: Row[]) {
  const header = [
    'target',
    'conns',
    'req/s',
    'p50 ms',
    'p90 ms',
    'p97.5 ms',
    'p99 ms',
    'max ms',
    'non-2xx',
    'errors',
    'p95 < 50 ms',
  ];
  const body = rows.map(({ name, connections, m }) => [
    name,
    String(connections),
    fmt(m.rps),
    fmt(m.p50, 1),
    fmt(m.p90, 1),
    fmt(m.p97_5, 1),
    fmt(m.p99, 1),
    fmt(m.max, 1),
    String(m.non2xx),
    String(m.errors + m.timeouts),
    p95Verdict(m),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  out();
  out(line(header));
  out(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) out(line(r));
  out();
}

async function run(database: Database) {
  await migrateDatabase(database);
  const config = benchConfig();
  const seeded = await seedCatalogue(database, config);
  out(
    `seeded in ${fmt(seeded.seconds, 1)} s: ${Object.entries(seeded.counts)
      .map(([table, count]) => `${fmt(count)} ${table}`)
      .join(', ')}`,
  );
  if (VACUUM && database.kind === 'postgres') {
    const started = performance.now();
    await database.pool.query('VACUUM (ANALYZE)');
    out(`BENCH_VACUUM=1: vacuumed in ${fmt((performance.now() - started) / 1000, 1)} s`);
  }
  const app = await startCatalogueApp(database, config);
  const headers = { authorization: `Bearer ${seeded.token}` };
  const rows: Row[] = [];
  try {
    for (const endpoint of catalogueEndpoints(seeded)) {
      const url = `${app.baseUrl}${endpoint.path}`;
      const response = await fetch(url, { headers });
      const text = await response.text();
      const problem = response.ok
        ? endpoint.check(JSON.parse(text))
        : `answered ${response.status}: ${text.slice(0, 200)}`;
      if (problem) {
        out(`  SKIP ${endpoint.name}: ${problem}`);
        continue;
      }
      out(`  ${endpoint.name}: ${fmt(text.length / 1024, 1)} KiB per answer ...`);
      for (const connections of CONNECTIONS) {
        const m = await measure({
          url,
          headers,
          connections,
          durationSeconds: DURATION,
          warmupSeconds: WARMUP,
        });
        rows.push({ name: endpoint.name, connections, m });
      }
    }
  } finally {
    await app.close();
  }
  printTable(rows);
}

async function main() {
  const loadAtStart = loadAverage();
  out(
    `Pathwise catalogue bench: ${CATALOGUE.profilers} profilers × ${CATALOGUE.categoriesPerProfiler} categories × ` +
      `${CATALOGUE.questionsPerCategory} questions, ${CATALOGUE.attempts} attempts; ${CONNECTIONS.join(' then ')} connection(s), ` +
      `${DURATION}s measured after ${WARMUP}s warm-up; node ${process.version}, ${os.cpus().length} CPU(s)`,
  );
  const probe = await probePostgres(SERVER_URL);
  if (!probe.ok) {
    out(`SKIP: PostgreSQL at ${redact(SERVER_URL)} unreachable (${probe.reason}); set BENCH_DATABASE_URL`);
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
    const opened = await openDatabase({ databaseUrl: throwaway.url });
    database = opened;
    // Idle connections killed by the final DROP ... WITH (FORCE) must not crash the process (see run.ts).
    if (opened.kind === 'postgres')
      opened.pool.on('error', (error: Error) => {
        if (!closing) out(`note: idle pool connection error: ${error.message}`);
      });
    await run(opened);
  } finally {
    process.off('SIGINT', onSignal);
    await cleanup();
    if (throwaway) out(`postgres: dropped ${throwaway.name}`);
  }
  out(`note: load average at start ${loadAtStart}, at end ${loadAverage()}`);
  out('note: autocannon has no p95; p90 and p97.5 bound it, and the verdict says which bound decided it');
}

try {
  await main();
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
// A miss or an error never fails the process: the bench prints figures (bench/README.md).
process.exit(0);
