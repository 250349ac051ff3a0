import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `npm start`'s server process (node --import tsx src/main.ts) on a fresh data folder and its own
 * PORT, PUBLIC_URL unset: what a newcomer runs. Its standard output is kept whole, in order.
 */
let server: ChildProcess;
let output = '';
let port = 0;
let dataDir = '';

function waitForOutput(pattern: RegExp, timeoutMs = 90_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (pattern.test(output)) return resolve();
      if (server.exitCode !== null) return reject(new Error(`server exited:\n${output}`));
      if (Date.now() - started > timeoutMs) return reject(new Error(`no ${pattern} in:\n${output}`));
      setTimeout(check, 100);
    };
    check();
  });
}

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'pathwise-first-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The test runner's NODE_OPTIONS name files relative to the repository root.
    NODE_OPTIONS: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dataDir, 'data'),
    // No built web app: the start and the API are what is checked here.
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  };
  for (const key of ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'APP_SECRET', 'JWT_SECRET', 'SKIP_SEED'])
    delete env[key];
  for (const key of ['SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD', 'MAIL_PROVIDER']) delete env[key];
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
  server.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await waitForOutput(/e-mail {9}outbox[\s\S]*mail\/outbox as an administrator\)\n\n/);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const bannerStart = () => output.indexOf('  Pathwise is running at');

describe('the first start, as npm start runs it', () => {
  it('ends its start-up output with the banner: the real address, the administrator and where codes go', () => {
    const before = output.slice(0, bannerStart());
    const banner = output.slice(bannerStart());
    expect(banner).toMatch(new RegExp(`^ {2}Pathwise is running at http://localhost:${port}\\n`));
    expect(banner).toContain(`database       embedded PGlite in ${path.join(dataDir, 'data')}`);
    expect(banner).toContain('administrator  admin@pathwise.local');
    expect(banner).toMatch(/\n {2}password {7}[A-Za-z0-9_-]{16}\n/);
    expect(banner).toContain('printed below on its own line starting with ✉');
    // Every start-up line came before it: the listening address, the seeded admin and catalogue.
    expect(before).toContain('"msg":"Server listening at');
    expect(before).toContain('"msg":"created the first administrator"');
    expect(before).toContain('"msg":"seeded the demo catalogue"');
    expect(before).toContain(`"url":"http://localhost:${port}"`);
    expect(
      banner
        .trimEnd()
        .split('\n')
        .every((line) => !line.startsWith('{')),
    ).toBe(true);
  });

  it('prints a new person’s one-time code on one plain line after the banner, and no line for polling', async () => {
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', password: 'Quiet lantern orbits 42!' }),
    });
    expect(registered.status).toBe(201);
    await waitForOutput(/✉ {2}Code for ana@example\.com: \d{6} \(verification\)\n/, 30_000);

    const after = output.slice(bannerStart()).split('\n');
    const codeLine = after.findIndex((line) => line.startsWith('✉  Code for ana@example.com'));
    const registerLine = after.findIndex((line) => line.includes('"msg":"POST /api/auth/register 201'));
    expect(registerLine).toBeGreaterThan(0);
    expect(codeLine).toBeGreaterThan(registerLine);
    expect(output).not.toContain('/api/health');
    expect(output).not.toContain('"msg":"incoming request"');
  });
});
