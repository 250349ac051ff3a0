import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig, testPasswordHasher } from '../../test/app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { buildApp } from '../app.ts';
import { REDACT_PATHS, serializeError } from './logging.ts';

const PASSWORD = 'Quiet lantern orbits 42!';

/** The app with a pino logger at info writing JSON lines into `lines`. */
let app: FastifyInstance;
let testDb: TestDatabase;
const lines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    database: testDb.database,
    logger: { level: 'info', stream },
    startJobs: false,
    passwordHasher: testPasswordHasher,
    webDist: null,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});
afterEach(() => {
  lines.length = 0;
});

const register = (name: string, email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: PASSWORD } });

function errorLines(): string {
  return lines.filter((line) => JSON.parse(line).level >= 50).join('\n');
}

function expectNoSecrets(log: string, email: string) {
  expect(log).not.toContain(email);
  expect(log).not.toContain('$argon2id$');
  expect(log).not.toContain(PASSWORD);
}

describe('the log of a failed query', () => {
  it('keeps the SQL error but not the e-mail, the hash or the password (a value the database refuses)', async () => {
    const email = uniqueEmail();
    const res = await register('a\u0000b', email);
    // 500 today; a 400 once an input rule refuses NUL, and then nothing reaches the database at all.
    if (res.statusCode !== 500) {
      expect(res.statusCode).toBe(400);
      return;
    }
    const log = errorLines();
    expectNoSecrets(log, email);
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('params: [redacted]');
    expect(log).toMatch(/invalid byte sequence|0x00/);
    expect(log).toContain('"code":"22021"');
  });

  it('keeps the SQL error but not the row values a CHECK violation repeats', async () => {
    await testDb.database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT logging_test_refused CHECK (name <> 'Refused Name')`),
    );
    try {
      const email = uniqueEmail();
      const res = await register('Refused Name', email);
      expect(res.statusCode).toBe(500);
      const log = errorLines();
      expectNoSecrets(log, email);
      expect(log).toContain('Failed query: insert into \\"users\\"');
      expect(log).toContain('logging_test_refused');
      expect(log).toContain('"code":"23514"');
    } finally {
      await testDb.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT logging_test_refused'));
    }
  });
});

describe('serializeError', () => {
  it('drops statement values from the error and its causes, keeping type, code and frames', () => {
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
      code: '23505',
      constraint: 'users_email',
      detail: 'Key (lower(email))=(ana@example.com) already exists.',
      params: ['ana@example.com'],
    });
    class DrizzleQueryError extends Error {
      constructor(
        readonly query: string,
        readonly params: unknown[],
        cause: Error,
      ) {
        super(`Failed query: ${query}\nparams: ${params}`);
        this.cause = cause;
      }
    }
    const error = new DrizzleQueryError(
      'insert into "users" ("email") values ($1)',
      ['ana@example.com'],
      driver,
    );
    const out = serializeError(error) as Record<string, unknown>;
    const text = JSON.stringify(out);
    expect(text).not.toContain('ana@example.com');
    expect(out).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]',
      query: 'insert into "users" ("email") values ($1)',
      cause: { code: '23505', constraint: 'users_email', message: driver.message },
    });
    expect(out.stack).toMatch(/^DrizzleQueryError: Failed query: [^\n]*\nparams: \[redacted\]\n\s+at /);
  });

  it('censors secrets by key up to three levels deep, and headers that carry credentials', () => {
    app.log.info(
      {
        password: 'p-top',
        user: { passwordHash: '$argon2id$v=19$hash', name: 'Ana' },
        settings: { razorpay: { key_secret: 'rzp-secret' } },
        headers: { authorization: 'Bearer jwt-value', cookie: 'sid=cookie-value' },
        body: { code: '123456', email: 'kept@example.test' },
        err: Object.assign(new Error('boom'), { code: 'E_KEPT' }),
      },
      'secrets',
    );
    const line = lines.join('');
    for (const secret of ['p-top', '$argon2id$', 'rzp-secret', 'jwt-value', 'cookie-value', '123456']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
    expect(line).toContain('kept@example.test');
    expect(line).toContain('"code":"E_KEPT"');
    expect(REDACT_PATHS).toContain('*.*.token');
  });
});
