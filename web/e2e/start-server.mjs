// Starts the Pathwise server for the Playwright journeys: a fresh PGlite DATA_DIR per run,
// the seeded e2e administrator, and signals forwarded so the server shuts down cleanly.
// Beside it, in this process, the Razorpay stub of the server's own tests (server/test/stubs, loaded
// through tsx like the server): the server gets RAZORPAY_API_BASE pointing at it, but uses Razorpay
// only while a journey has stored RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in the settings, so the
// others keep the built-in test checkout. The stub's address and keys go to a file the journeys read.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

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

const razorpayStubModule = await tsImport('../../server/test/stubs/razorpay-stub.ts', import.meta.url);
const razorpayStub = await razorpayStubModule.start();
razorpayStub.webhookUrl = `http://127.0.0.1:${port}/api/payments/webhook`;
// Read by razorpay-stub.ts in this folder (the journeys run in another process).
const razorpayStubFile = join(here, '.artifacts', `razorpay-stub-${port}.json`);
writeFileSync(
  razorpayStubFile,
  JSON.stringify({ url: razorpayStub.url, keyId: razorpayStub.keyId, keySecret: razorpayStub.keySecret }),
);

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
    RAZORPAY_API_BASE: razorpayStub.url,
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
  rmSync(razorpayStubFile, { force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
