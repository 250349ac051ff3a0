import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { resolveLocalSecrets, seedFirstAdmin } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './modules/assessments/demo-content/demo-content.seed.ts';
import { createPasswordHasher } from './platform/passwords.ts';

// Start-up only: config, database, migrations, app, listen, graceful shutdown.
const config = resolveLocalSecrets(loadConfig());
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrateDatabase(database);
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
const passwordHasher = createPasswordHasher();
const app = await buildApp({ config, database, redis, passwordHasher });

if (!config.SKIP_SEED) {
  const admin = await seedFirstAdmin(database.db, passwordHasher, {
    email: config.SEED_ADMIN_EMAIL,
    password: config.SEED_ADMIN_PASSWORD,
  });
  if (admin) {
    app.log.info({ email: admin.email }, 'created the first administrator');
    process.stdout.write(
      `\n  Pathwise first start: administrator created\n    e-mail:   ${admin.email}\n    password: ${admin.password}\n  (shown once; change it under Profile Settings)\n\n`,
    );
  }
  const demoProfilers = await seedDemoCatalogue(database.db, {
    now: new Date(),
    onlyIntoEmptyCatalogue: true,
  });
  if (demoProfilers.length > 0) {
    app.log.info({ profilers: demoProfilers.map((p) => p.title) }, 'seeded the demo catalogue');
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 15_000);
  timer.unref();
  try {
    await app.close();
    redis?.disconnect();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Pathwise is running at ${config.PUBLIC_URL} (database: ${database.kind})`);
