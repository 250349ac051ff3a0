import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { createPasswordHasher } from '../src/platform/passwords.ts';
import { databaseUrlFor, TEST_DATABASE_URL, TEST_DB } from './test-db.ts';

/** Cheap argon2 parameters: the production ones (19 MiB, t=2) are checked in passwords.test.ts. */
export const testPasswordHasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

export type TestDatabase = { database: Database; drop(): Promise<void> };

/** A fresh, migrated database of the kind TEST_DB names: a PGlite snapshot or a PostgreSQL template copy. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'postgres') {
    const name = `pathwise_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 5 });
    return {
      database,
      async drop() {
        await database.close();
        const again = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await again.connect();
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await again.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const pglite = new PGlite({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  const database = await openDatabase({ pglite });
  return { database, drop: () => database.close() };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  /** Run job workers (e-mail delivery); off by default: tests read queued e-mails from the table. */
  startJobs?: boolean;
  now?: () => Date;
  /** Replaces the sign-in backoff's wait (record it rather than sleep). */
  pause?: (ms: number) => Promise<void>;
};

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-app-secret-0123456789abcdef0123456789',
    JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789',
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp({
    config,
    database,
    // TEST_LOG=1 prints the server's error log (the cause of a 500 when replaying a fuzz failure).
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    startJobs: options.startJobs ?? false,
    passwordHasher: testPasswordHasher,
    webDist: null,
    now: options.now,
    pause: options.pause,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await drop();
    },
  };
}
