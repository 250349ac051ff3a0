/**
 * A real Pathwise server process for the stack bench: `node --import tsx src/main.ts` as
 * `npm start --workspace server` runs it (production config, no web build), on its own PORT.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));

export type ServerProcess = {
  name: string;
  port: number;
  child: ChildProcess;
  /** The last lines it printed (standard output and error), for a failure message. */
  tail(): string;
  /** Resolves once `GET /api/ready` answers 200; rejects if the process exits or the wait times out. */
  ready(timeoutMs?: number): Promise<void>;
  /**
   * SIGKILL: the process dies with requests in flight (a crash, an OOM kill, a pulled plug).
   * Resolves with the time (performance.now()) this process saw its exit.
   */
  kill(): Promise<number>;
  /** SIGTERM and wait for the exit (graceful drain), then remove the data folder. */
  stop(): Promise<void>;
};

export function startServerProcess(options: {
  name: string;
  port: number;
  env: Record<string, string>;
}): ServerProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pathwise-stack-${options.name}-`));
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Whatever the bench was started with must not leak into the instance's configuration.
  for (const key of Object.keys(env)) if (key.startsWith('BENCH_')) delete env[key];
  for (const key of [
    'PUBLIC_URL',
    'DATABASE_URL',
    'REDIS_URL',
    'APP_SECRET',
    'JWT_SECRET',
    'SEED_ADMIN_EMAIL',
  ])
    delete env[key];
  Object.assign(env, {
    NODE_OPTIONS: '',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: path.join(dataDir, 'data'),
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // node-postgres names its connections from PGAPPNAME (the app's pool and pg-boss's), so
    // pg_stat_activity tells the instances apart without any change to the server.
    PGAPPNAME: `pathwise-${options.name}`,
    ...options.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const alive = () => child.exitCode === null && child.signalCode === null;

  return {
    name: options.name,
    port: options.port,
    child,
    tail: () => output.split('\n').slice(-30).join('\n'),
    async ready(timeoutMs = 120_000) {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        if (!alive())
          throw new Error(
            `instance ${options.name} exited (${child.exitCode ?? child.signalCode}):\n${output}`,
          );
        try {
          const response = await fetch(`http://127.0.0.1:${options.port}/api/ready`);
          await response.arrayBuffer();
          if (response.status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`instance ${options.name} not ready after ${timeoutMs} ms:\n${output}`);
    },
    kill() {
      if (!alive()) return Promise.resolve(performance.now());
      const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(performance.now())));
      child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      if (alive()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
