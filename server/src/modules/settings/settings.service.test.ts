import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/app.ts';
import type { Config } from '../../config.ts';
import { auditLogs, settings as settingsTable } from '../../db/schema/index.ts';
import { createSecretBox, deriveKey } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { createSettingsService, secretAad } from './settings.service.ts';

const actor = { id: randomUUID() };

describe('settings service', () => {
  let testDb: TestDatabase;
  const secretBox = createSecretBox(
    deriveKey('test-app-secret-0123456789abcdef0123456789', 'settings-encryption'),
  );
  const logger = { warn: vi.fn() };

  const service = (config: Config = testConfig()) =>
    createSettingsService({ db: testDb.database.db, config, secretBox, now: () => new Date(), logger });

  const rawRow = async (key: string) => {
    const [row] = await testDb.database.db.select().from(settingsTable).where(eq(settingsTable.key, key));
    return row;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.database.db.delete(settingsTable);
    await testDb.database.db.delete(auditLogs);
    logger.warn.mockClear();
  });

  it('stores a plain setting and lists it with its value', async () => {
    const settings = service();
    const saved = await settings.save({ key: 'OPENAI_MODEL', value: ' gpt-4o ', isActive: true }, actor);
    expect(saved).toMatchObject({
      key: 'OPENAI_MODEL',
      value: 'gpt-4o',
      hasValue: true,
      isSecret: false,
      isActive: true,
    });
    expect(await settings.list()).toEqual([saved]);
  });

  it('seals secrets with AES-GCM: no plaintext in the row, no value in the API shape', async () => {
    const settings = service();
    const plaintext = 'sk-live-very-secret-0123456789';
    const saved = await settings.save({ key: 'OPENAI_API_KEY', value: plaintext, isActive: true }, actor);
    expect(saved).toMatchObject({ key: 'OPENAI_API_KEY', hasValue: true, isSecret: true, value: null });
    const row = await rawRow('OPENAI_API_KEY');
    expect(row!.isSecret).toBe(true);
    expect(row!.value).toMatch(/^v1:/);
    expect(row!.value).not.toContain(plaintext);
    expect(row!.value).not.toContain(Buffer.from(plaintext).toString('base64url'));
    expect(await settings.getEffective('OPENAI_API_KEY')).toBe(plaintext);
  });

  it('uses a fresh IV each time: the same secret saved twice gives different ciphertexts', async () => {
    const settings = service();
    await settings.save({ key: 'RESEND_API_KEY', value: 're_same', isActive: true }, actor);
    const first = (await rawRow('RESEND_API_KEY'))!.value;
    await settings.save({ key: 'RESEND_API_KEY', value: 're_same', isActive: true }, actor);
    expect((await rawRow('RESEND_API_KEY'))!.value).not.toBe(first);
  });

  it('tells a create from an update', async () => {
    const settings = service();
    expect(
      (await settings.upsert({ key: 'MAIL_PROVIDER', value: 'resend', isActive: true }, actor)).created,
    ).toBe(true);
    const second = await settings.upsert({ key: 'MAIL_PROVIDER', value: 'smtp', isActive: false }, actor);
    expect(second.created).toBe(false);
    expect(second.setting).toMatchObject({ value: 'smtp', isActive: false });
    expect(await settings.list()).toHaveLength(1);
  });

  describe('effective values: settings override env', () => {
    it('falls back to env, then undefined', async () => {
      const settings = service(testConfig({ OPENAI_API_KEY: 'sk-from-env' }));
      expect(await settings.getEffective('OPENAI_API_KEY')).toBe('sk-from-env');
      expect(await settings.getEffective('RESEND_API_KEY')).toBeUndefined();
      expect(await settings.getEffective('OPENAI_BASE_URL')).toBe('https://api.openai.com/v1'); // env default
      expect(await settings.resolve('OPENAI_API_KEY')).toEqual({ value: 'sk-from-env', source: 'env' });
    });

    it('prefers an active stored value, ignores an inactive one, and returns to env after delete', async () => {
      const settings = service(testConfig({ OPENAI_API_KEY: 'sk-from-env' }));
      await settings.save({ key: 'OPENAI_API_KEY', value: 'sk-from-console', isActive: true }, actor);
      expect(await settings.resolve('OPENAI_API_KEY')).toEqual({
        value: 'sk-from-console',
        source: 'setting',
      });
      await settings.save({ key: 'OPENAI_API_KEY', value: 'sk-from-console', isActive: false }, actor);
      expect(await settings.getEffective('OPENAI_API_KEY')).toBe('sk-from-env');
      await settings.save({ key: 'OPENAI_API_KEY', value: 'sk-again', isActive: true }, actor);
      await settings.remove('OPENAI_API_KEY', actor);
      expect(await settings.getEffective('OPENAI_API_KEY')).toBe('sk-from-env');
    });

    it('i18n is off by default and follows I18N_ENABLED', async () => {
      const settings = service();
      expect(await settings.isI18nEnabled()).toBe(false);
      await settings.save({ key: 'I18N_ENABLED', value: 'TRUE', isActive: true }, actor);
      expect(await settings.isI18nEnabled()).toBe(true);
      await settings.save({ key: 'I18N_ENABLED', value: 'false', isActive: true }, actor);
      expect(await settings.isI18nEnabled()).toBe(false);
    });

    it('ignores a stored base URL that the allowlist no longer permits', async () => {
      const allowed = service(testConfig({ PROVIDER_HOST_ALLOWLIST: '127.0.0.1' }));
      await allowed.save(
        { key: 'OPENAI_BASE_URL', value: 'http://127.0.0.1:11434/v1', isActive: true },
        actor,
      );
      expect(await allowed.getEffective('OPENAI_BASE_URL')).toBe('http://127.0.0.1:11434/v1');
      const narrowed = service(testConfig());
      expect(await narrowed.getEffective('OPENAI_BASE_URL')).toBe('https://api.openai.com/v1');
      expect(logger.warn).toHaveBeenCalledOnce();
    });
  });

  describe('tampering is detected (security checklist 30)', () => {
    it('a flipped byte in the ciphertext fails to decrypt; callers see the setting as absent', async () => {
      const settings = service(testConfig({ RESEND_API_KEY: 're_env_fallback' }));
      await settings.save({ key: 'RESEND_API_KEY', value: 're_console_key', isActive: true }, actor);
      const row = (await rawRow('RESEND_API_KEY'))!;
      const parts = row.value.split(':');
      const ciphertext = Buffer.from(parts[3]!, 'base64url');
      ciphertext[0] = ciphertext[0]! ^ 0x01;
      const tampered = [parts[0], parts[1], parts[2], ciphertext.toString('base64url')].join(':');
      await testDb.database.db
        .update(settingsTable)
        .set({ value: tampered })
        .where(eq(settingsTable.key, 'RESEND_API_KEY'));

      expect(() => secretBox.open(tampered, secretAad('RESEND_API_KEY'))).toThrow();
      expect(await settings.getEffective('RESEND_API_KEY')).toBe('re_env_fallback');
      expect(logger.warn).toHaveBeenCalledWith(
        expect.objectContaining({ settingKey: 'RESEND_API_KEY' }),
        expect.stringContaining('could not be decrypted'),
      );
      // The log line names the key, never a value.
      expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('re_console_key');
    });

    it('a flipped auth tag fails too', async () => {
      const settings = service();
      await settings.save({ key: 'RAZORPAY_KEY_SECRET', value: 'secret-1234', isActive: true }, actor);
      const parts = (await rawRow('RAZORPAY_KEY_SECRET'))!.value.split(':');
      const tag = Buffer.from(parts[2]!, 'base64url');
      tag[5] = tag[5]! ^ 0xff;
      const tampered = [parts[0], parts[1], tag.toString('base64url'), parts[3]].join(':');
      expect(() => secretBox.open(tampered, secretAad('RAZORPAY_KEY_SECRET'))).toThrow();
    });

    it('a ciphertext swapped into another key’s row fails to decrypt (AAD binds it to its key)', async () => {
      const settings = service();
      await settings.save({ key: 'OPENAI_API_KEY', value: 'sk-openai-secret', isActive: true }, actor);
      await settings.save({ key: 'RESEND_API_KEY', value: 're_resend_secret', isActive: true }, actor);
      const openaiCiphertext = (await rawRow('OPENAI_API_KEY'))!.value;
      await testDb.database.db
        .update(settingsTable)
        .set({ value: openaiCiphertext })
        .where(eq(settingsTable.key, 'RESEND_API_KEY'));

      expect(() => secretBox.open(openaiCiphertext, secretAad('RESEND_API_KEY'))).toThrow();
      expect(await settings.getEffective('RESEND_API_KEY')).toBeUndefined();
      expect(await settings.getEffective('OPENAI_API_KEY')).toBe('sk-openai-secret');
      expect(logger.warn).toHaveBeenCalledOnce();
    });

    it('a value sealed under another APP_SECRET is treated as absent, not a crash', async () => {
      await service().save({ key: 'OPENAI_API_KEY', value: 'sk-old-secret', isActive: true }, actor);
      const otherBox = createSecretBox(
        deriveKey('another-app-secret-0123456789abcdef012345', 'settings-encryption'),
      );
      const rotated = createSettingsService({
        db: testDb.database.db,
        config: testConfig(),
        secretBox: otherBox,
        now: () => new Date(),
        logger,
      });
      expect(await rotated.getEffective('OPENAI_API_KEY')).toBeUndefined();
    });
  });

  describe('validation', () => {
    it.each([
      ['MAIL_PROVIDER', 'sendgrid', 'MAIL_PROVIDER must be one of outbox, resend, smtp'],
      ['I18N_ENABLED', 'yes', 'I18N_ENABLED must be true or false'],
      ['RAZORPAY_KEY_ID', 'key_123', 'RAZORPAY_KEY_ID must start with rzp_test_ or rzp_live_'],
      ['OPENAI_BASE_URL', 'http://169.254.169.254/', 'OPENAI_BASE_URL must use https'],
      [
        'OPENAI_BASE_URL',
        'file:///etc/passwd',
        'OPENAI_BASE_URL must use https (the file scheme is not allowed)',
      ],
      ['MAIL_FROM', 'not an address', 'MAIL_FROM must be an e-mail address'],
      ['MAIL_FROM', 'A <a@b.co>\r\nBcc: x@y.z', 'MAIL_FROM must be an e-mail address'],
      ['OPENAI_MODEL', 'gpt\nx', 'OPENAI_MODEL must be a single line'],
    ] as const)('%s=%j is refused', async (key, value, message) => {
      const error = await service()
        .save({ key, value, isActive: true }, actor)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect((error as Error).message).toContain(message);
      expect(await rawRow(key)).toBeUndefined();
    });

    it('normalises accepted values', async () => {
      const settings = service();
      expect(
        (await settings.save({ key: 'MAIL_PROVIDER', value: 'Resend', isActive: true }, actor)).value,
      ).toBe('resend');
      expect(
        (
          await settings.save(
            { key: 'OPENAI_BASE_URL', value: 'https://openrouter.ai/api/v1/', isActive: true },
            actor,
          )
        ).value,
      ).toBe('https://openrouter.ai/api/v1');
      expect(
        (await settings.save({ key: 'RAZORPAY_KEY_ID', value: 'rzp_live_AbC123', isActive: true }, actor))
          .value,
      ).toBe('rzp_live_AbC123');
      expect(
        (
          await settings.save(
            { key: 'MAIL_FROM', value: 'Pathwise <hello@pathwise.app>', isActive: true },
            actor,
          )
        ).value,
      ).toBe('Pathwise <hello@pathwise.app>');
    });
  });

  it('remove of a key that is not stored is NOT_FOUND', async () => {
    await expect(service().remove('OPENAI_MODEL', actor)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      statusCode: 404,
    });
  });

  it('audits every save and remove, without the value', async () => {
    let tick = Date.parse('2030-01-01T00:00:00Z');
    const settings = createSettingsService({
      db: testDb.database.db,
      config: testConfig(),
      secretBox,
      now: () => {
        tick += 1000;
        return new Date(tick);
      },
      logger,
    });
    await settings.save(
      { key: 'RESEND_API_KEY', value: 're_audited_secret', isActive: true },
      actor,
      '203.0.113.9',
    );
    await settings.save(
      { key: 'RESEND_API_KEY', value: 're_audited_secret2', isActive: false },
      actor,
      '203.0.113.9',
    );
    await settings.remove('RESEND_API_KEY', actor, '203.0.113.9');
    const rows = await testDb.database.db.select().from(auditLogs).orderBy(auditLogs.createdAt);
    expect(rows.map((r) => r.action)).toEqual(['setting.create', 'setting.update', 'setting.delete']);
    for (const row of rows) {
      expect(row).toMatchObject({
        actorId: actor.id,
        targetType: 'setting',
        targetId: 'RESEND_API_KEY',
        ip: '203.0.113.9',
      });
    }
    expect(JSON.stringify(rows)).not.toContain('re_audited_secret');
  });
});
