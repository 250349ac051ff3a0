import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type MainProcess = {
  server: ChildProcess;
  port: number;
  dataDir: string;
  /** Everything it printed so far (standard output and error), in order. */
  output(): string;
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM if still running, wait for the exit, remove the data folder. */
  stop(): Promise<void>;
};

/**
 * `npm start`'s server process (node --import tsx src/main.ts) on a fresh data folder and its own
 * PORT, PUBLIC_URL and the deployment's variables unset: what a newcomer runs. `env` adds to that.
 */
export async function startMainProcess(name: string, env: Record<string, string> = {}): Promise<MainProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `pathwise-${name}-`));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // The test runner's NODE_OPTIONS name files relative to the repository root.
    NODE_OPTIONS: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dataDir, 'data'),
    // No built web app: the start and the API are what is checked.
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  };
  for (const key of ['PUBLIC_URL', 'DATABASE_URL', 'REDIS_URL', 'APP_SECRET', 'JWT_SECRET', 'SKIP_SEED'])
    delete childEnv[key];
  for (const key of ['SEED_ADMIN_EMAIL', 'SEED_ADMIN_PASSWORD', 'MAIL_PROVIDER']) delete childEnv[key];
  Object.assign(childEnv, env);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: childEnv,
  });
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  server.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return {
    server,
    port,
    dataDir,
    output: () => output,
    waitForOutput(pattern, timeoutMs = 90_000) {
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
    },
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What main.ts prints last at start-up: the banner, then the outbox notice (development). */
export const START_BANNER_END = /e-mail {9}outbox[\s\S]*mail\/outbox as an administrator\)\n\n/;
