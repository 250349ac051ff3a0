#!/usr/bin/env node
// `npm test`: static checks, then the test legs. Legs that need PostgreSQL or Chromium run when those
// are present and print a SKIP line otherwise; with CI=true a missing leg is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const polyfills = path.join(root, 'scripts', 'node20-polyfills.mjs');
const baseEnv = {
  ...process.env,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${polyfills}`.trim(),
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function run(label, command, args, env = {}) {
  console.info(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } });
  console.info(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) problems.push(label);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function skip(leg, why) {
  const line = `SKIP: ${leg} — ${why}`;
  console.info(`\n${line}`);
  if (isCI) problems.push(`${leg} could not run in CI (${why})`);
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const vitestArgs = (name, project, ...extra) => [
  'vitest',
  'run',
  ...(project ? ['--project', project] : []),
  ...extra,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${name}.json`)}`,
];

run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('typecheck (tsc)', 'npm', ['run', 'typecheck', '--silent']);

run('unit + integration: web, and server on PGlite', 'npx', vitestArgs('vitest-pglite'), {
  TEST_DB: 'pglite',
});
countVitest(path.join(reports, 'vitest-pglite.json'));

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await reachable(pgUrl)) {
  // The HTTP fuzz (server/test/fuzz, PostgreSQL only) runs in a leg of its own, so its minutes show apart.
  const fuzz = '**/*.fuzz.test.ts';
  run(
    'integration: server on PostgreSQL',
    'npx',
    vitestArgs('vitest-postgres', 'server', '--exclude', fuzz),
    { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl },
  );
  countVitest(path.join(reports, 'vitest-postgres.json'));
  run('fuzzing: server on PostgreSQL', 'npx', vitestArgs('vitest-fuzz', 'server', 'server/test/fuzz/'), {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: pgUrl,
  });
  countVitest(path.join(reports, 'vitest-fuzz.json'));
} else {
  skip('PostgreSQL leg', `nothing answers at ${new URL(pgUrl).host} (set TEST_DATABASE_URL)`);
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('build web app', 'npm', ['run', 'build', '--silent'])) {
    const file = path.join(reports, 'playwright.json');
    run(
      'end-to-end: Playwright in Chromium',
      'npx',
      ['playwright', 'test', '-c', 'web/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
        CHROMIUM_PATH: chromium,
      },
    );
    countPlaywright(file);
  }
} else {
  skip('Chromium leg', `no browser at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
}

console.info('');
if (problems.length) console.info(`Problems: ${problems.join('; ')}`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(problems.length || totals.failed ? 1 : 0);
