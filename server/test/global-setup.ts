import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { importOnetData } from '../src/modules/careers/occupations/occupations.import.ts';
import { createJobs } from '../src/platform/jobs.ts';
import { SEND_EMAIL_QUEUE } from '../src/platform/mail/mail-service.ts';
import { databaseUrlFor, TEST_DATABASE_URL, TEST_DB } from './test-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

const silentLogger = {
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  fatal() {},
  child() {
    return silentLogger;
  },
  level: 'silent',
} as never;

/**
 * Migrations, pg-boss's own schema and the O*NET occupations (buildApp finds them imported), so each
 * test database starts ready in well under a second.
 */
async function prepare(database: Awaited<ReturnType<typeof openDatabase>>) {
  await migrateDatabase(database);
  await importOnetData(database.db);
  const jobs = createJobs(database, silentLogger, [SEND_EMAIL_QUEUE], { runWorkers: false });
  await jobs.start();
  await jobs.stop();
}

export default async function setup(project: TestProject) {
  if (TEST_DB === 'postgres') {
    const template = `pathwise_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(template), poolSize: 2 });
    await prepare(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const pglite = new PGlite('memory://', { extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await prepare(database);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'pathwise-test-'));
  const file = path.join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
