/**
 * How the cost of the reads people and admins make every day grows with the data (bench/README.md,
 * "Growth bench"): the catalogue list, a person's dashboard and the admin results list at 1×, 10×,
 * 100× and 1,000× today's seed, each scale seeded on its own throwaway PostgreSQL database
 * (lib/seed-growth.ts), then measured through the real app (buildApp, production config, no job
 * workers) with real bearer tokens, 10 connections at a time. Ends with a verdict per read: FLAT
 * when the p50 at the largest scale is at most twice the p50 at the smallest (+1 ms of autocannon's
 * resolution), else GROWS. Run with `npm run bench:growth` from the repository root. Figures only:
 * GROWS never fails the process.
 */
import { startCatalogueApp } from './lib/catalogue-targets.ts';
import { numberFromEnv } from './lib/env.ts';
import { type Measurement, measure } from './lib/load.ts';
import { runOnThrowawayPostgres } from './lib/postgres.ts';
import { fmt, loadAverage, out } from './lib/report.ts';
import { OWN_ATTEMPTS, type SeededGrowth, seedGrowth } from './lib/seed-growth.ts';
import { benchConfig } from './lib/targets.ts';

function scalesFromEnv(): number[] {
  const raw = process.env.BENCH_GROWTH_SCALES || '1,10,100,1000';
  const scales = raw.split(',').map((part) => Number(part.trim()));
  if (scales.some((scale) => !Number.isInteger(scale) || scale <= 0)) {
    throw new Error(`BENCH_GROWTH_SCALES must be positive integers separated by commas, got "${raw}"`);
  }
  return [...new Set(scales)].sort((a, b) => a - b);
}

const SCALES = scalesFromEnv();
const DURATION = numberFromEnv('BENCH_DURATION', 5);
const WARMUP = numberFromEnv('BENCH_WARMUP', 1);
const CONNECTIONS = 10;
/** A page deep into the busiest profiler's results that exists at every scale (≈ 480 attempts at 1×). */
const DEEP_PAGE = 20;
/** autocannon records whole milliseconds: a p50 can move by 1 ms with nothing changed. */
const RESOLUTION_MS = 1;

type Read = {
  name: string;
  /** What "rows in the database" counts for this read. */
  rowsLabel: string;
  rows(seeded: SeededGrowth): number;
  path(seeded: SeededGrowth): string;
  as: 'person' | 'admin';
  /** Why the answer is not the payload meant, or null when it is (a wrong seed would measure an empty page). */
  check(body: unknown, seeded: SeededGrowth): string | null;
};

const expectLength = (what: string, list: unknown[] | undefined, expected: number) =>
  list?.length === expected ? null : `expected ${expected} ${what}, got ${list?.length ?? 'none'}`;

const READS: Read[] = [
  {
    name: "catalogue, people's page 1 (12)",
    rowsLabel: 'profilers',
    rows: (s) => s.counts.profilers,
    path: () => '/api/assessments?page=1&limit=12',
    as: 'person',
    check: (body, s) => {
      const { assessments, recommended } = body as {
        assessments?: Array<{ progress?: unknown }>;
        recommended?: unknown[];
      };
      const expected = Math.min(12, s.counts.profilers);
      if (assessments?.some((card) => !card.progress)) return 'a card came without its state';
      // A quarter of the catalogue fits the person's profile (lib/seed-growth.ts): 6 are picked.
      if (s.scale >= 100) {
        const picks = expectLength('recommendations', recommended, 6);
        if (picks) return picks;
      }
      return expectLength('cards', assessments, expected);
    },
  },
  {
    name: 'catalogue, admin page 1 (20)',
    rowsLabel: 'profilers',
    rows: (s) => s.counts.profilers,
    path: () => '/api/admin/assessments?page=1&limit=20',
    as: 'admin',
    check: (body, s) =>
      expectLength(
        'profilers',
        (body as { assessments?: unknown[] }).assessments,
        Math.min(20, s.counts.profilers),
      ),
  },
  {
    // The dashboard reads five things at once (web/src/app/routes/app/dashboard.tsx): the profile, its
    // unfinished and its completed attempts (user-history, 3 each), the catalogue (row above) and its
    // groups. The person's own attempts are the part that is theirs alone.
    name: 'dashboard, your results (3)',
    rowsLabel: 'attempts',
    rows: (s) => s.counts.attempts,
    path: () => '/api/assessments/user-history?status=completed&page=1&limit=3',
    as: 'person',
    check: (body) => {
      const { history, pagination } = body as { history?: unknown[]; pagination?: { total?: number } };
      if (pagination?.total !== OWN_ATTEMPTS - 2)
        return `expected ${OWN_ATTEMPTS - 2} completed, got ${pagination?.total}`;
      return expectLength('attempts', history, 3);
    },
  },
  {
    name: 'dashboard, unfinished (3)',
    rowsLabel: 'attempts',
    rows: (s) => s.counts.attempts,
    path: () => '/api/assessments/user-history?status=in_progress&page=1&limit=3',
    as: 'person',
    check: (body) => expectLength('open attempts', (body as { history?: unknown[] }).history, 2),
  },
  {
    name: 'admin results, busiest profiler, page 1',
    rowsLabel: "profiler's attempts",
    rows: (s) => s.busiestProfiler.attempts,
    path: (s) => `/api/admin/assessments/${s.busiestProfiler.id}/results?page=1&limit=20`,
    as: 'admin',
    check: (body, s) => {
      const { results, pagination } = body as { results?: unknown[]; pagination?: { total?: number } };
      if (pagination?.total !== s.busiestProfiler.attempts)
        return `expected a total of ${s.busiestProfiler.attempts}, got ${pagination?.total}`;
      return expectLength('results', results, 20);
    },
  },
  {
    name: `admin results, busiest profiler, page ${DEEP_PAGE}`,
    rowsLabel: "profiler's attempts",
    rows: (s) => s.busiestProfiler.attempts,
    path: (s) => `/api/admin/assessments/${s.busiestProfiler.id}/results?page=${DEEP_PAGE}&limit=20`,
    as: 'admin',
    check: (body) => expectLength('results', (body as { results?: unknown[] }).results, 20),
  },
  {
    name: "admin results, one person's (20)",
    rowsLabel: 'attempts',
    rows: (s) => s.counts.attempts,
    path: (s) => `/api/admin/results?studentId=${s.person.id}&page=1&limit=20`,
    as: 'admin',
    check: (body) => expectLength('results', (body as { results?: unknown[] }).results, OWN_ATTEMPTS),
  },
];

type Result = {
  read: string;
  scale: number;
  rows: number;
  rowsLabel: string;
  m: Measurement | null;
  problem?: string;
};

/**
 * The first scale measured also warms V8 up on the server's code (later scales run the same code in
 * this process): with the same 1 s, its reads came out up to three times slower than at 10×, which
 * made the smallest scale, the one every verdict compares with, look slow.
 */
const FIRST_SCALE_EXTRA_WARMUP = 4;
let firstScale = true;

async function measureScale(seeded: SeededGrowth, baseUrl: string): Promise<Result[]> {
  const results: Result[] = [];
  const warmupSeconds = firstScale ? WARMUP + FIRST_SCALE_EXTRA_WARMUP : WARMUP;
  firstScale = false;
  for (const read of READS) {
    const url = `${baseUrl}${read.path(seeded)}`;
    const token = read.as === 'admin' ? seeded.admin.token : seeded.person.token;
    const headers = { authorization: `Bearer ${token}` };
    const base = { read: read.name, scale: seeded.scale, rows: read.rows(seeded), rowsLabel: read.rowsLabel };
    const response = await fetch(url, { headers });
    const text = await response.text();
    const problem = response.ok
      ? read.check(JSON.parse(text), seeded)
      : `answered ${response.status}: ${text.slice(0, 200)}`;
    if (problem) {
      out(`  SKIP ${read.name}: ${problem}`);
      results.push({ ...base, m: null, problem });
      continue;
    }
    const m = await measure({
      url,
      headers,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      warmupSeconds,
    });
    out(`  ${read.name}: p50 ${fmt(m.p50, 1)} ms, ${fmt(m.rps)} req/s (${fmt(text.length / 1024, 1)} KiB)`);
    results.push({ ...base, m });
  }
  return results;
}

function printTable(header: string[], body: string[][], leftColumns = 1) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  out();
  out(line(header));
  out(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) out(line(r));
  out();
}

function report(results: Result[], seeds: SeededGrowth[]) {
  printTable(
    ['scale', 'profilers', 'questions', 'people', 'attempts', 'busiest profiler', 'seeded s'],
    seeds.map((s) => [
      `${s.scale}×`,
      fmt(s.counts.profilers),
      fmt(s.counts.questions),
      fmt(s.counts.people),
      fmt(s.counts.attempts),
      fmt(s.busiestProfiler.attempts),
      fmt(s.seconds, 1),
    ]),
  );
  const smallest = SCALES[0]!;
  const largest = SCALES[SCALES.length - 1]!;
  const body: string[][] = [];
  const verdicts: string[] = [];
  for (const read of READS) {
    const rows = results.filter((r) => r.read === read.name);
    const first = rows.find((r) => r.scale === smallest)?.m;
    for (const r of rows) {
      body.push([
        read.name,
        `${r.scale}×`,
        `${fmt(r.rows)} ${r.rowsLabel}`,
        r.m ? fmt(r.m.rps) : '-',
        r.m ? fmt(r.m.p50, 1) : '-',
        r.m ? fmt(r.m.p99, 1) : '-',
        r.m && first ? `×${fmt(r.m.p50 / first.p50, 2)}` : '-',
        r.m ? String(r.m.non2xx + r.m.errors + r.m.timeouts) : (r.problem ?? '-'),
      ]);
    }
    const last = rows.find((r) => r.scale === largest)?.m;
    if (smallest === largest) {
      verdicts.push(`  ${read.name}: no verdict (one scale measured)`);
      continue;
    }
    if (!first || !last) {
      verdicts.push(`  ${read.name}: no verdict (needs a measured ${smallest}× and ${largest}×)`);
      continue;
    }
    const bound = 2 * first.p50 + RESOLUTION_MS;
    const verdict = last.p50 <= bound ? 'FLAT' : 'GROWS';
    verdicts.push(
      `  ${read.name}: ${verdict} (p50 ${fmt(first.p50, 1)} ms at ${smallest}×, ${fmt(last.p50, 1)} ms at ${largest}×; ` +
        `flat means ≤ ${fmt(bound, 1)} ms)`,
    );
  }
  printTable(
    ['read', 'scale', 'rows in the database', 'req/s', 'p50 ms', 'p99 ms', `p50 vs ${smallest}×`, 'failed'],
    body,
    1,
  );
  out(`Verdicts (${smallest}× against ${largest}×):`);
  for (const line of verdicts) out(line);
}

async function main() {
  const loadAtStart = loadAverage();
  out(
    `Pathwise growth bench: scales ${SCALES.map((s) => `${s}×`).join(', ')}; ${CONNECTIONS} connections, ` +
      `${DURATION}s measured after ${WARMUP}s warm-up per read`,
  );
  const results: Result[] = [];
  const seeds: SeededGrowth[] = [];
  for (const scale of SCALES) {
    const config = benchConfig();
    let seeded: SeededGrowth | undefined;
    await runOnThrowawayPostgres({
      name: `growth ${scale}×`,
      seed: async (database) => {
        seeded = await seedGrowth(database, config, scale);
        seeds.push(seeded);
        out(
          `  seeded ${scale}× in ${fmt(seeded.seconds, 1)} s: ${fmt(seeded.counts.profilers)} profilers, ` +
            `${fmt(seeded.counts.people)} people, ${fmt(seeded.counts.attempts)} attempts`,
        );
      },
      run: async (database) => {
        const app = await startCatalogueApp(database, config);
        try {
          results.push(...(await measureScale(seeded!, app.baseUrl)));
        } finally {
          await app.close();
        }
      },
    });
  }
  report(results, seeds);
  out(`note: load average at start ${loadAtStart}, at end ${loadAverage()}`);
}

try {
  await main();
} catch (error) {
  out(`ERROR: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
// GROWS never fails the process: the bench prints figures (bench/README.md).
process.exit(0);
