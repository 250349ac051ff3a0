/**
 * deploy/ is not run in CI (no Docker there): this keeps what it names in step with the server.
 * Every variable compose.yaml gives the instances, and every one app.env.example offers, is read by
 * config.ts and parses there; the drain timeout fits in the stop grace period; nginx sends to the
 * port the instances listen on; the health checks ask routes that answer.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './app.ts';

const deployFile = (name: string) => readFileSync(new URL(`../../deploy/${name}`, import.meta.url), 'utf8');
const compose = deployFile('compose.yaml');

/** What `docker compose --env-file` would put in for the required variables (`${NAME:?…}`). */
const REQUIRED_SAMPLES: Record<string, string> = {
  PUBLIC_URL: 'https://pathwise.example.com',
  POSTGRES_PASSWORD: 'a'.repeat(48),
  APP_SECRET: 'b'.repeat(64),
  JWT_SECRET: 'c'.repeat(64),
};

/** `${NAME:-default}` → default, `${NAME:?message}` and `${NAME}` → the sample, as compose resolves them. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) => {
      if (kind === '-') return rest ?? '';
      const sample = REQUIRED_SAMPLES[name];
      if (sample === undefined) throw new Error(`no sample for the required variable ${name}`);
      return sample;
    },
  );
}

/** The `environment:` mapping of the `x-app` block every instance is made from. */
function appEnvironment(): Record<string, string> {
  const lines = compose.split('\n');
  const start = lines.indexOf('  environment:');
  expect(start).toBeGreaterThan(0);
  const env: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const entry = line.match(/^ {4}([A-Z][A-Z0-9_]*): (.*)$/);
    if (!entry) break;
    env[entry[1]!] = interpolate(entry[2]!.replace(/^"(.*)"$/, '$1'));
  }
  return env;
}

/** The commented `NAME=value` lines of app.env.example, as an operator uncommenting all of them. */
function appEnvExample(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of deployFile('app.env.example').split('\n')) {
    const entry = line.match(/^# ([A-Z][A-Z0-9_]*)=(.*)$/);
    if (entry) env[entry[1]!] = entry[2]!;
  }
  return env;
}

describe('deploy/compose.yaml and the server configuration', () => {
  it('gives the instances only variables config.ts reads, and they parse as a production config', () => {
    const env = appEnvironment();
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining([
        'NODE_ENV',
        'DATABASE_URL',
        'REDIS_URL',
        'APP_SECRET',
        'JWT_SECRET',
        'TRUST_PROXY',
      ]),
    );
    const config = loadConfig(env);
    // zod drops keys it does not know: a name config.ts does not read would be missing here.
    for (const name of Object.keys(env)) expect(Object.keys(config), name).toContain(name);
    expect(config.isProduction).toBe(true);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe(`postgres://pathwise:${'a'.repeat(48)}@postgres:5432/pathwise`);
  });

  it('offers in app.env.example only variables config.ts reads, with values it accepts', () => {
    const optional = appEnvExample();
    expect(Object.keys(optional).length).toBeGreaterThan(5);
    const config = loadConfig({ ...appEnvironment(), ...optional });
    for (const name of Object.keys(optional)) expect(Object.keys(config), name).toContain(name);
  });

  it('lets a drain finish before Docker kills the instance', () => {
    const timeout = Number(appEnvironment().SHUTDOWN_TIMEOUT_SECONDS);
    const grace = compose.match(/^ {2}stop_grace_period: (\d+)s$/m);
    expect(grace).not.toBeNull();
    expect(Number(grace![1])).toBeGreaterThan(timeout);
  });

  it('has nginx send to the port the instances listen on', () => {
    const port = appEnvironment().PORT;
    const servers = [...deployFile('nginx.conf').matchAll(/^\s*server (app\d):(\d+) /gm)];
    expect(servers.map((s) => s[1])).toEqual(['app1', 'app2']);
    for (const server of servers) expect(server[2]).toBe(port);
    expect(compose).toMatch(/^ {2}app1:$/m);
    expect(compose).toMatch(/^ {2}app2:$/m);
  });

  describe('health checks', () => {
    let test: TestApp;
    beforeAll(async () => {
      test = await createTestApp();
    });
    afterAll(() => test.close());

    it('ask routes that answer 200 on a ready instance', async () => {
      const paths = [
        ...compose.matchAll(/127\.0\.0\.1:3000(\/api\/[a-z]+)/g),
        ...deployFile('Dockerfile').matchAll(/\/api\/[a-z]+/g),
      ].map((match) => match[1] ?? match[0]);
      expect(new Set(paths)).toEqual(new Set(['/api/ready', '/api/health']));
      for (const url of paths) {
        const response = await test.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
      }
    });
  });
});
