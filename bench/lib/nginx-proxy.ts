/**
 * The stack bench's other proxy (BENCH_PROXY=nginx): Debian's nginx running deploy/nginx.conf itself,
 * with only what cannot work outside Docker changed — the upstreams are the two local instances
 * instead of app1:3000/app2:3000 (and without `resolve`, which nginx 1.22 lacks), it listens on the
 * bench's port, keeps its pid and error log in a temporary folder and logs no access lines — plus
 * an `x-upstream` header naming the instance that answered, as the Node proxy sends.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type NginxProxy = { url: string; version: string; close(): Promise<void> };

/** `nginx -v`'s version, or undefined when nginx is not installed. */
export function nginxVersion(): string | undefined {
  const probe = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return undefined;
  return probe.stderr.trim().replace(/^nginx version: /, '');
}

/** deploy/nginx.conf with the local changes above; throws if a line it changes is not there. */
export function localNginxConfig(options: { port: number; a: number; b: number; dir: string }): string {
  const source = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
  const replacements: Array<[RegExp, string]> = [
    [/^pid .*;$/m, `pid ${options.dir}/nginx.pid;`],
    [/^error_log .*;$/m, `error_log ${options.dir}/error.log warn;`],
    [/^ {2}access_log .*;$/m, '  access_log off;'],
    [/^ {2}resolver .*;$/m, ''],
    [/server app1:3000 resolve /, `server 127.0.0.1:${options.a} `],
    [/server app2:3000 resolve /, `server 127.0.0.1:${options.b} `],
    // Server level: every location inherits it (none sets add_header of its own).
    [
      /^ {4}listen \d+;$/m,
      `    listen 127.0.0.1:${options.port};\n    add_header x-upstream $upstream_name always;`,
    ],
    [
      /^ {2}upstream pathwise \{$/m,
      // After a retry $upstream_addr lists every address tried: the last one answered.
      `  map $upstream_addr $upstream_name {\n    ~:${options.a}$ a;\n    ~:${options.b}$ b;\n    default '';\n  }\n\n  upstream pathwise {`,
    ],
  ];
  let config = source;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(config)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    config = config.replace(pattern, replacement);
  }
  return config;
}

export async function startNginxProxy(options: { port: number; a: number; b: number }): Promise<NginxProxy> {
  const version = nginxVersion();
  if (!version) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const dir = mkdtempSync(path.join(tmpdir(), 'pathwise-stack-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, localNginxConfig({ ...options, dir }));
  const test = spawnSync('nginx', ['-t', '-q', '-c', file, '-p', dir], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child: ChildProcess = spawn('nginx', ['-c', file, '-p', dir, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: options.port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (listening) break;
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      throw new Error(`nginx did not listen: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    version,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM'); // nginx's fast shutdown
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
