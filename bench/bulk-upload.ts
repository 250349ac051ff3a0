/**
 * Bulk upload at scale: a 10,000-question CSV (20 profilers × 10 categories × 50 questions, the
 * file of server/test/generated-catalogue-csv.ts) sent to POST /api/admin/bulk-upload through a
 * listening server, as a dry run and then as the real all-or-nothing import, on PostgreSQL and on
 * PGlite. Prints wall time, rows per second and the server process's peak RSS growth.
 * Run with `npm run bench:bulk-upload` from the repository root (see bench/README.md).
 */
import os from 'node:os';
import { Readable } from 'node:stream';
import { CSV_MEDIA_TYPE } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../server/src/app.ts';
import { type Database, migrateDatabase, openDatabase } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import { generatedCatalogueCsv, inChunks } from '../server/test/generated-catalogue-csv.ts';
import { createThrowawayDatabase, probePostgres } from './lib/postgres.ts';
import { fmt, loadAverage, out } from './lib/report.ts';
import { seed } from './lib/seed.ts';
import { benchConfig } from './lib/targets.ts';

const SHAPE = { profilers: 20, categoriesPerProfiler: 10, questionsPerCategory: 50 };
const QUESTIONS = SHAPE.profilers * SHAPE.categoriesPerProfiler * SHAPE.questionsPerCategory;
const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

type Row = {
  database: string;
  step: string;
  status: number;
  seconds: number;
  rssGrowthMiB: number;
  detail: string;
};

/** Samples RSS every 20 ms while `work` runs; answers the peak growth over the RSS at the start. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; growthMiB: number }> {
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { value, growthMiB: (peak - base) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

async function upload(baseUrl: string, token: string, csv: string, dryRun: boolean) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/bulk-upload?format=csv&dryRun=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': CSV_MEDIA_TYPE },
    body: Readable.toWeb(inChunks(csv)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  const body = (await response.json()) as {
    ok?: boolean;
    rowsRead?: number;
    errorCount?: number;
    summary?: { questions?: number };
    message?: string;
  };
  const seconds = (performance.now() - started) / 1000;
  const detail =
    body.rowsRead !== undefined
      ? `rows ${fmt(body.rowsRead)}, errors ${body.errorCount}, questions ${fmt(body.summary?.questions ?? 0)}, ok ${body.ok}`
      : (body.message ?? 'no body');
  return { status: response.status, seconds, detail };
}

async function runOn(label: string, database: Database, csv: string): Promise<Row[]> {
  await migrateDatabase(database);
  const config = benchConfig();
  const admin = await seed(database, config, 1);
  await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId));
  const app = await buildApp({ config, database, logger: false, webDist: null, startJobs: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const rows: Row[] = [];
  try {
    for (const dryRun of [true, false]) {
      const { value, growthMiB } = await withPeakRss(() => upload(baseUrl, admin.token, csv, dryRun));
      rows.push({
        database: label,
        step: dryRun ? 'dry run' : 'import',
        status: value.status,
        seconds: value.seconds,
        rssGrowthMiB: growthMiB,
        detail: value.detail,
      });
    }
  } finally {
    await app.close();
  }
  return rows;
}

function printTable(rows: Row[]) {
  const header = ['database', 'step', 'status', 'seconds', 'questions/s', 'peak RSS growth MiB', 'answer'];
  const body = rows.map((r) => [
    r.database,
    r.step,
    String(r.status),
    fmt(r.seconds, 2),
    fmt(QUESTIONS / r.seconds),
    fmt(r.rssGrowthMiB, 0),
    r.detail,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  out();
  out(line(header));
  out(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of body) out(line(row));
  out();
}

async function main() {
  const csv = generatedCatalogueCsv(SHAPE);
  out(
    `Pathwise bulk-upload bench: ${fmt(QUESTIONS)} questions (${SHAPE.profilers} profilers × ${SHAPE.categoriesPerProfiler} categories × ${SHAPE.questionsPerCategory}), ` +
      `${fmt(csv.length / 1024 / 1024, 1)} MiB CSV in 64 KiB chunks; node ${process.version}, ${os.cpus().length} CPU(s), load ${loadAverage()}`,
  );
  const rows: Row[] = [];
  const probe = await probePostgres(SERVER_URL);
  if (probe.ok) {
    const throwaway = await createThrowawayDatabase(SERVER_URL);
    const database = await openDatabase({ databaseUrl: throwaway.url });
    try {
      rows.push(...(await runOn('postgres', database, csv)));
    } finally {
      await database.close().catch(() => {});
      await throwaway.drop();
    }
  } else {
    out(`SKIP postgres: ${probe.reason}`);
  }
  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    rows.push(...(await runOn('pglite', pglite, csv)));
  } finally {
    await pglite.close();
  }
  printTable(rows);
  out(
    'note: RSS is the whole bench process (server and client in one); the file itself is held once by the client.',
  );
}

try {
  await main();
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
// Figures only: a slow run never fails the process (bench/README.md).
