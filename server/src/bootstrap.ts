import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMMON_PASSWORD_MESSAGE } from '@pathwise/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createSecretBox, deriveKey } from './platform/crypto.ts';
import type { MailProvider } from './platform/mail/mail-provider.ts';
import { createMailProviderResolver } from './platform/mail/resolve-mail-provider.ts';
import { isCommonPassword, type PasswordHasher } from './platform/passwords.ts';

/**
 * With no APP_SECRET/JWT_SECRET set and the embedded database in use, the secrets are generated once
 * and kept beside the data (data/secrets.json, mode 600), so `npm start` needs no configuration and
 * encrypted settings stay readable across restarts. Production requires them from the environment.
 */
export function resolveLocalSecrets(config: Config): Config {
  if (config.APP_SECRET && config.JWT_SECRET) return config;
  if (config.DATABASE_URL || config.DATA_DIR.startsWith('memory://')) return config;
  const file = path.resolve(config.DATA_DIR, 'secrets.json');
  let secrets: { appSecret: string; jwtSecret: string };
  if (existsSync(file)) {
    secrets = JSON.parse(readFileSync(file, 'utf8'));
  } else {
    mkdirSync(path.dirname(file), { recursive: true });
    secrets = {
      appSecret: randomBytes(32).toString('base64url'),
      jwtSecret: randomBytes(32).toString('base64url'),
    };
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return {
    ...config,
    appSecret: config.APP_SECRET ?? secrets.appSecret,
    jwtSecret: config.JWT_SECRET ?? secrets.jwtSecret,
  };
}

export type DemoAdmin = { email: string; password: string };

/**
 * First start of an empty database: one administrator with a generated password (never a fixed
 * default, ASVS 6.3.2). Returns the credentials to print once, or null when users already exist.
 */
export async function seedFirstAdmin(
  db: Db,
  passwords: PasswordHasher,
  options: { email?: string; password?: string } = {},
): Promise<DemoAdmin | null> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return null;
  const email = (options.email ?? 'admin@pathwise.local').toLowerCase();
  const password = options.password ?? randomBytes(12).toString('base64url');
  // A supplied password would guard the most powerful account: stop start-up rather than use a weak one.
  if (options.password && (await isCommonPassword(options.password)))
    throw new Error(`SEED_ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`);
  await db
    .insert(users)
    .values({
      name: 'Admin',
      email,
      role: 'admin',
      passwordHash: await passwords.hash(password),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.email });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row ? { email, password } : null;
}

/** The earliest administrator's e-mail, which the start banner names on every later start; null if none. */
export async function earliestAdministratorEmail(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * The provider the next e-mail would leave through, resolved as a send resolves it (a console
 * setting over the environment, the outbox when a provider lacks its key), so the start banner says
 * where one-time codes really go.
 */
export async function mailProviderAtStart(
  db: Db,
  config: Config,
  logger: FastifyBaseLogger,
): Promise<MailProvider['name']> {
  const secretBox = createSecretBox(deriveKey(config.appSecret, 'settings-encryption'));
  const settings = createSettingsService({ db, config, secretBox, now: () => new Date(), logger });
  const { provider } = await createMailProviderResolver({ config, settings, logger })();
  return provider.name;
}
