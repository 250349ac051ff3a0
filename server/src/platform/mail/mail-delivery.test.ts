import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testConfig } from '../../../test/app.ts';
import { spyLogger } from '../../../test/spy-logger.ts';
import { type ResendStub, start } from '../../../test/stubs/resend-stub.ts';
import { emailMessages, settings as settingsTable } from '../../db/schema/index.ts';
import { createSettingsService } from '../../modules/settings/settings.service.ts';
import { createSecretBox, deriveKey } from '../crypto.ts';
import { createJobs, type Jobs } from '../jobs.ts';
import { createMailService, SEND_EMAIL_QUEUE } from './mail-service.ts';
import { createMailProviderResolver } from './resolve-mail-provider.ts';

/**
 * mail.send() then mail.deliver() over the real database, the real settings service and the
 * resolver: the provider an administrator picks in the console is the one that delivers.
 */
describe('mail delivery through the configured provider', () => {
  let testDb: TestDatabase;
  let jobs: Jobs;
  let stub: ResendStub;
  const logger = spyLogger();
  const actor = { id: randomUUID() };

  beforeAll(async () => {
    [testDb, stub] = await Promise.all([createTestDatabase(), start()]);
    jobs = createJobs(testDb.database, logger, [SEND_EMAIL_QUEUE], { runWorkers: false });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await Promise.all([testDb.drop(), stub.close()]);
  });
  beforeEach(async () => {
    stub.reset();
    await testDb.database.db.delete(settingsTable);
  });

  function stack() {
    const config = testConfig({ RESEND_BASE_URL: stub.url });
    const secretBox = createSecretBox(deriveKey(config.appSecret, 'settings-encryption'));
    const settings = createSettingsService({
      db: testDb.database.db,
      config,
      secretBox,
      now: () => new Date(),
      logger,
    });
    const mail = createMailService({
      db: testDb.database.db,
      jobs,
      logger,
      resolveProvider: createMailProviderResolver({ config, settings, logger }),
    });
    return { settings, mail };
  }

  const row = async (id: string) =>
    (await testDb.database.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!;

  it('the default outbox marks the message sent and sends nothing out', async () => {
    const { mail } = stack();
    const id = await mail.send({
      to: 'ada@example.org',
      subject: 'Code',
      text: 'Your code is 111111',
      idempotencyKey: `t/${randomUUID()}`,
    });
    expect((await row(id)).status).toBe('queued');
    await mail.deliver(id);
    expect(await row(id)).toMatchObject({ status: 'sent', provider: 'outbox', attempts: 1, lastError: null });
    expect(stub.requests).toHaveLength(0);
  });

  it('with MAIL_PROVIDER=resend and RESEND_API_KEY set in the console, Resend receives the message', async () => {
    const { settings, mail } = stack();
    await settings.save({ key: 'MAIL_PROVIDER', value: 'resend', isActive: true }, actor);
    await settings.save({ key: 'RESEND_API_KEY', value: stub.apiKey, isActive: true }, actor);
    await settings.save({ key: 'MAIL_FROM', value: 'Pathwise <hello@pathwise.test>', isActive: true }, actor);
    const idempotencyKey = `otp/${randomUUID()}`;
    const id = await mail.send({
      to: 'grace@example.org',
      subject: 'Your code',
      text: 'Your code is 222222',
      html: '<b>222222</b>',
      idempotencyKey,
    });
    await mail.deliver(id);

    expect(stub.emails).toEqual([
      {
        id: expect.any(String),
        from: 'Pathwise <hello@pathwise.test>',
        to: ['grace@example.org'],
        subject: 'Your code',
        text: 'Your code is 222222',
        html: '<b>222222</b>',
        idempotencyKey,
      },
    ]);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      provider: 'resend',
      providerMessageId: stub.emails[0]!.id,
    });
  });

  it('a retryable Resend failure leaves the message queued for the job’s retry; a permanent one fails it', async () => {
    const { settings, mail } = stack();
    await settings.save({ key: 'MAIL_PROVIDER', value: 'resend', isActive: true }, actor);
    await settings.save({ key: 'RESEND_API_KEY', value: stub.apiKey, isActive: true }, actor);

    const retried = await mail.send({
      to: 'a@example.org',
      subject: 's',
      text: 't',
      idempotencyKey: `t/${randomUUID()}`,
    });
    stub.failNext(429);
    await expect(mail.deliver(retried)).rejects.toThrow(/Resend returned 429/);
    expect(await row(retried)).toMatchObject({ status: 'queued', attempts: 1 });
    await mail.deliver(retried); // the retry
    expect(await row(retried)).toMatchObject({ status: 'sent', attempts: 2 });

    const rejected = await mail.send({
      to: 'b@example.org',
      subject: 's',
      text: 't',
      idempotencyKey: `t/${randomUUID()}`,
    });
    stub.failNext(422);
    await mail.deliver(rejected); // no throw: pg-boss must not retry
    expect(await row(rejected)).toMatchObject({
      status: 'failed',
      lastError: 'Resend returned 422: Missing `to` field.',
    });
  });

  it('a revoked key fails the message without retrying', async () => {
    const { settings, mail } = stack();
    await settings.save({ key: 'MAIL_PROVIDER', value: 'resend', isActive: true }, actor);
    await settings.save({ key: 'RESEND_API_KEY', value: 're_revoked', isActive: true }, actor);
    const id = await mail.send({
      to: 'c@example.org',
      subject: 's',
      text: 't',
      idempotencyKey: `t/${randomUUID()}`,
    });
    await mail.deliver(id);
    expect(await row(id)).toMatchObject({
      status: 'failed',
      lastError: 'Resend returned 403: API key is invalid',
    });
  });
});
