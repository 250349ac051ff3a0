// Starts the Pathwise server for the Playwright journeys: a fresh PGlite DATA_DIR per run,
// the seeded e2e administrator, and signals forwarded so the server shuts down cleanly.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '..', '..');
const port = process.env.E2E_PORT ?? '3210';
const adminEmail = process.env.E2E_ADMIN_EMAIL;
const adminPassword = process.env.E2E_ADMIN_PASSWORD;
if (!adminEmail || !adminPassword) {
  console.error('[e2e] E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD must be set (playwright.config.ts does this)');
  process.exit(1);
}
const dataDir = join(here, '.artifacts', `data-${Date.now()}-${process.pid}`);
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: port,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_ADMIN_EMAIL: adminEmail,
    SEED_ADMIN_PASSWORD: adminPassword,
    SKIP_SEED: 'false',
    MAIL_PROVIDER: 'outbox',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

console.info(`[e2e] server pid ${child.pid}, DATA_DIR ${dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  // Each run seeds a fresh database; nothing in it is worth keeping once the server is gone.
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
