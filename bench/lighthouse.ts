/**
 * Lighthouse on a phone (issue 13 §7; bench/README.md, "Lighthouse bench"): the built web app served by
 * the real server (a fresh PGlite database, seeded as on a first start), audited with Lighthouse's
 * default mobile settings (Moto G Power, simulated slow 4G and 4× CPU slowdown) on /login,
 * /assessment/{id}, /dashboard and /report/{id}, signed in as a person with a completed profiler.
 * Each page is audited BENCH_LIGHTHOUSE_RUNS times (3); the median of each figure is printed.
 * Builds nothing: run `npm run build` first. Run with `npm run bench:lighthouse` from the repository root.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'lighthouse';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../web/e2e/credentials.ts';
import {
  type AuditBrowser,
  completeProfiler,
  type LighthousePerson,
  openAuditBrowser,
  pagePaths,
  preparePerson,
  runLighthouse,
} from '../web/e2e/lighthouse-pages.ts';
import { fmt, out } from './lib/report.ts';

const repoRoot = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'web', 'dist');
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

if (!existsSync(path.join(webDist, 'index.html'))) {
  out(`No built web app in ${webDist}: run \`npm run build\` first (this bench builds nothing itself).`);
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The e2e launcher: the real server process, a throwaway PGlite folder, the seeded admin. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['web/e2e/start-server.mjs'], {
    cwd: repoRoot,
    // The first start prints the seeded admin's password on stdout: not worth showing here.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_ADMIN_EMAIL: ADMIN_EMAIL,
      E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
      WEB_DIST: webDist,
      LOG_LEVEL: 'error',
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /api/health within 120 s');
}

type Figures = { score: number; lcp: number; tbt: number; cls: number; fcp: number; scriptKiB: number };

function figures(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
      ?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    scriptKiB: scriptBytes / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function auditPage(browser: AuditBrowser, url: string, label: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = figures(await runLighthouse(browser.port, url, ['performance']));
    out(
      `    ${label} run ${run}: performance ${result.score}, LCP ${fmt(result.lcp / 1000, 1)} s, ` +
        `TBT ${fmt(result.tbt)} ms, CLS ${fmt(result.cls, 3)}`,
    );
    runs.push(result);
  }
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    fcp: pick('fcp'),
    scriptKiB: pick('scriptKiB'),
  };
}

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
out(`Lighthouse ${RUNS}× per page, mobile (simulated throttling), web app from ${webDist}`);
out(`starting the server on ${baseURL} ...`);
const server = await startServer(port);
let browser: AuditBrowser | undefined;
try {
  const person: LighthousePerson = await preparePerson(baseURL, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  browser = await openAuditBrowser(baseURL);
  const paths = pagePaths(person);
  const results: Array<[string, Figures]> = [];

  await browser.setSession(null);
  results.push([paths.login, await auditPage(browser, baseURL + paths.login, 'login')]);
  await browser.setSession(person);
  results.push(['/assessment/{id}', await auditPage(browser, baseURL + paths.assessment, 'assessment')]);
  await completeProfiler(baseURL, person);
  results.push([paths.dashboard, await auditPage(browser, baseURL + paths.dashboard, 'dashboard')]);
  results.push(['/report/{id}', await auditPage(browser, baseURL + paths.report, 'report')]);

  out();
  out(`median of ${RUNS} | performance | FCP s | LCP s | TBT ms | CLS | JS transferred KiB`);
  for (const [page, result] of results) {
    out(
      `${page.padEnd(17)} | ${String(result.score).padStart(11)} | ${fmt(result.fcp / 1000, 1).padStart(5)} | ` +
        `${fmt(result.lcp / 1000, 1).padStart(5)} | ${fmt(result.tbt).padStart(6)} | ${fmt(result.cls, 3).padStart(5)} | ` +
        `${fmt(result.scriptKiB).padStart(5)}`,
    );
  }
  out();
  out('target (issue 13 §7): performance ≥ 90 on each page, CLS < 0.1; figures only, nothing is asserted.');
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}
process.exit(0);
