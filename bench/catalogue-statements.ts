/**
 * What one request of the people's catalogue page 1 costs, statement by statement, on a database a
 * growth bench kept (`BENCH_KEEP=1 npm run bench:growth` prints its name): the service's `list()`
 * for the seeded person is called 60 times on one connection (median and p90 printed), then once
 * more with `auto_explain` logging each statement's plan with ANALYZE into the PostgreSQL server's
 * log. The script reads those lines back from `BENCH_PG_LOG` (default: Debian's
 * /var/log/postgresql/postgresql-15-main.log) and prints each statement's duration.
 *
 *   BENCH_EXPLAIN_DB=pathwise_bench_… npm run bench:catalogue-statements
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { openDatabase } from '../server/src/db/client.ts';
import { createCatalogueService } from '../server/src/modules/assessments/catalogue/catalogue.service.ts';
import type { ModuleDeps } from '../server/src/modules/module-deps.ts';
import { out } from './lib/report.ts';

const name = process.env.BENCH_EXPLAIN_DB;
if (!name) throw new Error('Set BENCH_EXPLAIN_DB to a database a growth bench kept (BENCH_KEEP=1)');
const serverUrl = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
serverUrl.pathname = `/${name}`;
const logFile = process.env.BENCH_PG_LOG || '/var/log/postgresql/postgresql-15-main.log';

const database = await openDatabase({ databaseUrl: serverUrl.toString(), poolSize: 1 });
if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
try {
  const { rows } = await database.pool.query<{ user_id: string }>(
    'select user_id from student_profiles limit 1',
  );
  const userId = rows[0]?.user_id;
  if (!userId) throw new Error('no person with a profile screening in this database');
  const catalogue = createCatalogueService({ db: database.db, now: () => new Date() } as Pick<
    ModuleDeps,
    'db' | 'now'
  >);
  const query = { page: 1, limit: 12 } as Parameters<typeof catalogue.list>[1];

  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await catalogue.list(userId, query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  out(
    `list(), page 1 of 12, one connection, 60 calls: median ${times[30]!.toFixed(1)} ms, p90 ${times[54]!.toFixed(1)} ms`,
  );

  if (!existsSync(logFile)) {
    out(`(no per-statement figures: ${logFile} not found; set BENCH_PG_LOG)`);
  } else {
    const offset = statSync(logFile).size;
    await database.pool.query(`load 'auto_explain'`);
    await database.pool.query(
      'set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on; set auto_explain.log_nested_statements = on',
    );
    await catalogue.list(userId, query);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the logger writes asynchronously
    const lines = readFileSync(logFile, 'utf8').slice(offset).split('\n');
    out('one more call, each statement with auto_explain (ANALYZE adds its own overhead):');
    lines.forEach((line, i) => {
      const duration = /duration: ([\d.]+) ms\s+plan:/.exec(line);
      if (!duration) return;
      const text = (lines[i + 1] ?? '').replace(/^\s*Query Text:\s*/, '').slice(0, 90);
      out(`  ${duration[1]!.padStart(8)} ms  ${text}`);
    });
  }
} finally {
  await database.close();
}
