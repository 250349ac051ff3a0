import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import {
  earliestAdministratorEmail,
  mailProviderAtStart,
  resolveLocalSecrets,
  seedFirstAdmin,
} from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { duringStartupLock } from './db/startup-lock.ts';
import { seedDemoCatalogue } from './modules/assessments/demo-content/demo-content.seed.ts';
import { createPasswordHasher } from './platform/passwords.ts';
import { startBanner } from './start-banner.ts';

// Start-up only: config, database, migrations, app, listen, graceful shutdown.
const config = resolveLocalSecrets(loadConfig());
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
const passwordHasher = createPasswordHasher();

// Migrations, the app with its job queues, and the first-start seeding, one instance at a time.
const { app, createdAdmin } = await duringStartupLock(database, async () => {
  await migrateDatabase(database);
  // The log writes to process.stdout itself (synchronous for files, pipes and terminals on Linux),
  // not through pino's own asynchronous writer: the start banner and the outbox's code lines,
  // written there too, then appear exactly where they were written among the log lines.
  const app = await buildApp({ config, database, redis, passwordHasher, logger: { stream: process.stdout } });
  // The first administrator's password is kept for the start banner: it is shown once, there.
  let createdAdmin: { email: string; password: string } | null = null;
  if (!config.SKIP_SEED) {
    createdAdmin = await seedFirstAdmin(database.db, passwordHasher, {
      email: config.SEED_ADMIN_EMAIL,
      password: config.SEED_ADMIN_PASSWORD,
    });
    if (createdAdmin) app.log.info({ email: createdAdmin.email }, 'created the first administrator');
    const demoProfilers = await seedDemoCatalogue(database.db, {
      now: new Date(),
      onlyIntoEmptyCatalogue: true,
    });
    if (demoProfilers.length > 0) {
      app.log.info({ profilers: demoProfilers.map((p) => p.title) }, 'seeded the demo catalogue');
    }
  }
  // Job queues (pg-boss's schema on a new database) and workers: after the seeding, as before.
  await app.ready();
  return { app, createdAdmin };
});
const earliestAdminEmail = createdAdmin ? null : await earliestAdministratorEmail(database.db);
const mailProvider = await mailProviderAtStart(database.db, config, app.log);

let closing = false;
/**
 * Graceful drain: stop accepting connections (Fastify answers requests on kept-alive connections
 * 503 with Connection: close, so a load balancer moves on), let in-flight requests finish, stop
 * the job workers once their running jobs end, then close Redis and the database. Past
 * SHUTDOWN_TIMEOUT_SECONDS the process exits with 1 whatever is still running.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutting down: draining');
  const timer = setTimeout(() => {
    app.log.error({ signal }, 'shutdown timed out: exiting with work still in flight');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
  timer.unref();
  let code = 0;
  try {
    await app.close();
    redis?.disconnect();
    await database.close();
    app.log.info({ signal }, 'shut down');
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    code = 1;
  } finally {
    process.exit(code);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info({ url: config.PUBLIC_URL, database: database.kind }, 'Pathwise is running');
// Last of everything start-up prints, so it is what a person sees above the first request lines.
process.stdout.write(
  startBanner({
    url: config.PUBLIC_URL,
    database:
      database.kind === 'pglite' ? { kind: 'pglite', dataDir: config.DATA_DIR } : { kind: 'postgres' },
    admin: createdAdmin ?? (earliestAdminEmail ? { email: earliestAdminEmail } : null),
    mailProvider,
    isProduction: config.isProduction,
  }),
);
