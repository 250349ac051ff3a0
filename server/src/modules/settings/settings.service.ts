import { type SaveSettingBody, SETTING_DEFINITIONS, type Setting, type SettingKey } from '@pathwise/contract';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLogs, settings } from '../../db/schema/index.ts';
import type { SecretBox } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { checkProviderUrl } from '../../platform/provider-url.ts';

type SettingRow = typeof settings.$inferSelect;

/** Only warn is needed; FastifyBaseLogger fits. */
type WarnLogger = { warn(obj: object, msg?: string): void };

export type SettingsServiceDeps = {
  db: Db;
  config: Config;
  secretBox: SecretBox;
  now: () => Date;
  /** Where a setting that fails to decrypt is reported; app.ts passes app.log. */
  logger?: WarnLogger;
};

export type Actor = { id: string };

/** Where an effective value came from: an administrator's setting or the operator's environment. */
export type EffectiveValue = { value: string; source: 'setting' | 'env' };

export const MAIL_PROVIDERS = ['outbox', 'resend', 'smtp'] as const;
export type MailProviderName = (typeof MAIL_PROVIDERS)[number];

/** The additional data bound into each secret's ciphertext: a value moved to another row will not open. */
export const secretAad = (key: SettingKey) => `settings:${key}`;

/**
 * The environment's value for a setting. I18N_ENABLED and REFERRALS_ENABLED have none (off until an
 * admin turns them on), nor have the business details printed on receipts (set in the console only).
 */
function envValue(config: Config, key: SettingKey): string | undefined {
  switch (key) {
    case 'I18N_ENABLED':
    case 'REFERRALS_ENABLED':
    case 'BUSINESS_LEGAL_NAME':
    case 'BUSINESS_ADDRESS':
    case 'BUSINESS_TAX_ID':
      return undefined;
    default: {
      const value = config[key];
      return value === undefined || value === '' ? undefined : String(value);
    }
  }
}

/**
 * Checks and normalises a value for its key. Everything here is a value an administrator types in
 * the console, so messages say what is expected.
 */
function normaliseValue(key: SettingKey, raw: string, config: Config): string {
  const value = raw.trim();
  const fail = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { details: [{ path: 'value', message }] });
  switch (key) {
    case 'MAIL_PROVIDER': {
      const lower = value.toLowerCase();
      if (!(MAIL_PROVIDERS as readonly string[]).includes(lower)) {
        throw fail(`MAIL_PROVIDER must be one of ${MAIL_PROVIDERS.join(', ')}`);
      }
      return lower;
    }
    case 'I18N_ENABLED':
    case 'REFERRALS_ENABLED': {
      const lower = value.toLowerCase();
      if (lower !== 'true' && lower !== 'false') throw fail(`${key} must be true or false`);
      return lower;
    }
    case 'OPENAI_BASE_URL': {
      const check = checkProviderUrl(value, config.providerHostAllowlist);
      if (!check.ok) throw fail(`OPENAI_BASE_URL ${check.reason}`);
      return check.url;
    }
    case 'RAZORPAY_KEY_ID':
      if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(value)) {
        throw fail('RAZORPAY_KEY_ID must start with rzp_test_ or rzp_live_ followed by letters and digits');
      }
      return value;
    case 'MAIL_FROM':
      // "Name <address@domain>" or a bare address; no line breaks (header injection).
      if (!/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(value)) {
        throw fail(
          'MAIL_FROM must be an e-mail address, optionally with a name: Pathwise <no-reply@example.com>',
        );
      }
      return value;
    default:
      if (/[\r\n]/.test(value)) throw fail(`${key} must be a single line`);
      return value;
  }
}

function toSetting(row: SettingRow): Setting {
  return {
    id: row.id,
    key: row.key as SettingKey,
    hasValue: row.value !== '',
    isActive: row.isActive,
    isSecret: row.isSecret,
    value: row.isSecret ? null : row.value,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Provider keys and switches an administrator sets in the console. A stored, active setting
 * overrides the environment; secrets are sealed with AES-256-GCM and never leave this service
 * except through getEffective, where they are used.
 */
export function createSettingsService(deps: SettingsServiceDeps) {
  const { db, config, secretBox, now } = deps;
  const logger: WarnLogger = deps.logger ?? { warn: (obj, msg) => console.warn(msg, obj) };

  function isKnownKey(key: string): key is SettingKey {
    return Object.hasOwn(SETTING_DEFINITIONS, key);
  }

  /** The stored value in plain text, or undefined when it cannot be opened (tampered, other key). */
  function readRow(row: SettingRow): string | undefined {
    if (!row.isSecret) return row.value;
    try {
      return secretBox.open(row.value, secretAad(row.key as SettingKey));
    } catch (error) {
      // Never crash the caller (an e-mail, a payment) over a damaged setting: report it and carry on
      // as if it were not set, so the environment's value (if any) applies.
      logger.warn(
        { settingKey: row.key, reason: error instanceof Error ? error.message : String(error) },
        'stored secret setting could not be decrypted (tampered, moved or sealed with another APP_SECRET); ignoring it',
      );
      return undefined;
    }
  }

  async function audit(
    tx: Tx,
    action: string,
    key: SettingKey,
    actor: Actor,
    ip: string | undefined,
    details: Record<string, unknown>,
  ) {
    await tx.insert(auditLogs).values({
      actorId: actor.id,
      action,
      targetType: 'setting',
      targetId: key,
      details, // never the value
      ip: ip ?? null,
      createdAt: now(),
      updatedAt: now(),
    });
  }

  /** Upserts and says whether the row was created (201) or replaced (200). */
  async function upsert(
    body: SaveSettingBody,
    actor: Actor,
    ip?: string,
  ): Promise<{ setting: Setting; created: boolean }> {
    const key = body.key;
    if (!isKnownKey(key)) throw new AppError('VALIDATION_FAILED', `Unknown setting key: ${key}`);
    const isSecret = SETTING_DEFINITIONS[key].secret;
    const value = normaliseValue(key, body.value, config);
    if (value === '') throw new AppError('VALIDATION_FAILED', 'Value is required');
    const stored = isSecret ? secretBox.seal(value, secretAad(key)) : value;
    const isActive = body.isActive ?? true;
    const at = now();

    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(settings)
        .values({ key, value: stored, isSecret, isActive, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: stored, isSecret, isActive, updatedAt: at },
        })
        // xmax is 0 only for a freshly inserted tuple: one atomic statement tells create from update.
        .returning({ ...getTableColumns(settings), inserted: sql<boolean>`(xmax = 0)` });
      const { inserted, ...saved } = row!;
      const created = Boolean(inserted);
      await audit(tx, created ? 'setting.create' : 'setting.update', key, actor, ip, { isSecret, isActive });
      return { setting: toSetting(saved), created };
    });
  }

  /** A stored URL passed the SSRF rule when saved; the operator may have narrowed the allowlist since. */
  function isStillAllowed(key: SettingKey, value: string): boolean {
    if (key !== 'OPENAI_BASE_URL') return true;
    const check = checkProviderUrl(value, config.providerHostAllowlist);
    if (!check.ok)
      logger.warn(
        { settingKey: key, reason: check.reason },
        'stored provider URL is no longer allowed; ignoring it',
      );
    return check.ok;
  }

  async function findRow(key: SettingKey): Promise<SettingRow | undefined> {
    const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
    return row;
  }

  /** The active stored value (decrypted) with its source, else the environment's, else undefined. */
  async function resolve(key: SettingKey): Promise<EffectiveValue | undefined> {
    const [row] = await db
      .select()
      .from(settings)
      .where(and(eq(settings.key, key), eq(settings.isActive, true)))
      .limit(1);
    if (row) {
      const value = readRow(row);
      if (value !== undefined && value !== '' && isStillAllowed(key, value))
        return { value, source: 'setting' };
    }
    const fromEnv = envValue(config, key);
    return fromEnv === undefined ? undefined : { value: fromEnv, source: 'env' };
  }

  return {
    /** One entry per stored setting, secrets without their value. */
    async list(): Promise<Setting[]> {
      const rows = await db.select().from(settings).orderBy(asc(settings.key));
      return rows.filter((row) => isKnownKey(row.key)).map(toSetting);
    },

    async get(key: SettingKey): Promise<Setting | undefined> {
      const row = await findRow(key);
      return row ? toSetting(row) : undefined;
    },

    upsert,

    async save(body: SaveSettingBody, actor: Actor, ip?: string): Promise<Setting> {
      return (await upsert(body, actor, ip)).setting;
    },

    async remove(key: SettingKey, actor: Actor, ip?: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(settings)
          .where(eq(settings.key, key))
          .returning({ isSecret: settings.isSecret });
        if (!row) throw new AppError('NOT_FOUND', `Setting ${key} is not set`);
        await audit(tx, 'setting.delete', key, actor, ip, { isSecret: row.isSecret });
      });
    },

    resolve,

    /** Settings override env: the active stored value (decrypted for secrets), else the env value. */
    async getEffective(key: SettingKey): Promise<string | undefined> {
      return (await resolve(key))?.value;
    },

    async isI18nEnabled(): Promise<boolean> {
      return (await resolve('I18N_ENABLED'))?.value === 'true';
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
