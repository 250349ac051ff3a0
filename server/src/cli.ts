import { parseArgs } from 'node:util';
import { COMMON_PASSWORD_MESSAGE, EmailSchema, PasswordSchema } from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import { resolveLocalSecrets } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { seedDemoCatalogue } from './modules/assessments/demo-content/demo-content.seed.ts';
import { revokeSessions } from './modules/auth/sessions.ts';
import { runExportCommand } from './platform/export-to-postgres/command.ts';
import { createPasswordHasher, isCommonPassword } from './platform/passwords.ts';

const USAGE = `Pathwise admin tasks

  npm run admin -- create-admin --email <email> --password <password> [--name <name>]
      Create an administrator, or promote an existing account to administrator (and set its password).
  npm run admin -- reset-password --email <email> --password <password>
      Set a new password for an account and sign out all its sessions.
  npm run admin -- seed-demo
      Add the demo profilers that are missing (those already there are left as they are).
  npm run admin -- export-to-postgres --to <postgres://user:password@host:5432/database>
      Copy the embedded database (DATA_DIR) into an empty PostgreSQL database, compare row counts
      table by table, and print the environment the PostgreSQL deployment needs.

With the embedded database, stop the server first: one process at a time may open the data folder.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
    to: { type: 'string' },
  },
  strict: true,
});
if (!command || command === 'help' || command === '--help') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!['create-admin', 'reset-password', 'seed-demo', 'export-to-postgres'].includes(command))
  fail(`Unknown command "${command}".\n\n${USAGE}`);

if (command === 'export-to-postgres') {
  const result = await runExportCommand(loadConfig(), values.to, (line) => process.stdout.write(`${line}\n`));
  if (!result.ok) fail(result.message);
  process.exit(0);
}

async function openMigratedDatabase() {
  const config = resolveLocalSecrets(loadConfig());
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    });
  } catch (error) {
    fail((error as Error).message);
  }
  await migrateDatabase(database);
  return database;
}

if (command === 'seed-demo') {
  const database = await openMigratedDatabase();
  const created = await seedDemoCatalogue(database.db, { now: new Date() });
  process.stdout.write(
    created.length > 0
      ? `Demo profilers created: ${created.map((p) => p.title).join(', ')}.\n`
      : 'Every demo profiler is already there; nothing was added.\n',
  );
  await database.close();
  process.exit(0);
}

const email = EmailSchema.safeParse(values.email ?? '');
if (!email.success) fail('--email: enter a valid e-mail address');
const password = PasswordSchema.safeParse(values.password ?? '');
if (!password.success) fail(`--password: ${password.error.issues[0]?.message}`);
if (await isCommonPassword(password.data)) fail(`--password: ${COMMON_PASSWORD_MESSAGE}`);

const database = await openMigratedDatabase();
const passwordHash = await createPasswordHasher().hash(password.data);
const now = new Date();
const [existing] = await database.db.select().from(users).where(eq(users.email, email.data));

if (command === 'create-admin') {
  if (existing && !existing.deletedAt) {
    await database.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          role: 'admin',
          passwordHash,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id));
      // A role change ends the account's sessions so the new rights start from a fresh sign-in.
      await revokeSessions(tx, { userId: existing.id, reason: 'role_changed', now });
    });
    process.stdout.write(`${email.data} is now an administrator.\n`);
  } else {
    await database.db.insert(users).values({
      name: values.name ?? 'Admin',
      email: email.data,
      role: 'admin',
      passwordHash,
      emailVerifiedAt: now,
    });
    process.stdout.write(`Administrator ${email.data} created.\n`);
  }
} else {
  if (!existing || existing.deletedAt) fail(`No account with the e-mail ${email.data}.`);
  await database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, existing.id));
    await revokeSessions(tx, { userId: existing.id, reason: 'password_reset', now });
  });
  process.stdout.write(`Password for ${email.data} changed; its sessions were signed out.\n`);
}
await database.close();
process.exit(0);
