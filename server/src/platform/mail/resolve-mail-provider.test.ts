import type { SettingKey } from '@pathwise/contract';
import type { FastifyBaseLogger } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { alreadyRegisteredEmail, verificationEmail } from '../../modules/auth/auth-emails.ts';
import { createMailProviderResolver } from './resolve-mail-provider.ts';

describe('mail provider resolver', () => {
  const values = new Map<SettingKey, string>();
  const settings = { getEffective: async (key: SettingKey) => values.get(key) };
  const logger = { warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
  };

  beforeEach(() => {
    values.clear();
    vi.mocked(logger.warn).mockClear();
  });

  it('defaults to the outbox and MAIL_FROM from env', async () => {
    const resolve = createMailProviderResolver({ config: testConfig(), settings, logger });
    const { provider, from } = await resolve();
    expect(provider.name).toBe('outbox');
    expect(from).toBe('Pathwise <no-reply@pathwise.local>');
  });

  it("logs an outbox e-mail's address, subject and text outside production only (codes stand in the subject too)", async () => {
    const email = {
      to: 'a@example.test',
      from: 'x',
      subject: '123456 is your code',
      text: 'Your code is 123456',
      idempotencyKey: 'outbox-log-test',
    };
    const info = vi.mocked(logger.info);
    info.mockClear();
    await (await createMailProviderResolver({ config: testConfig(), settings, logger })()).provider.send(
      email,
    );
    expect(JSON.stringify(info.mock.calls)).toContain('123456');
    info.mockClear();
    const production = testConfig({ NODE_ENV: 'production' });
    await (await createMailProviderResolver({ config: production, settings, logger })()).provider.send(email);
    expect(info).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(info.mock.calls)).not.toContain('123456');
    expect(JSON.stringify(info.mock.calls)).not.toContain('a@example.test');
    expect(JSON.stringify(info.mock.calls)).toContain('outbox-log-test');
  });

  it('prints each one-time code on a plain line in development, and never in production', async () => {
    const code = {
      ...verificationEmail('Ana', '482913'),
      to: 'ana@example.com',
      from: 'x',
      idempotencyKey: 'otp/1',
    };
    const notice = {
      ...alreadyRegisteredEmail('Ana'),
      to: 'ana@example.com',
      from: 'x',
      idempotencyKey: 'n/1',
    };
    const printed: string[] = [];
    const printLine = (line: string) => printed.push(line);

    const development = testConfig({ NODE_ENV: 'development' });
    const outbox = (await createMailProviderResolver({ config: development, settings, logger, printLine })())
      .provider;
    await outbox.send(code);
    await outbox.send(notice);
    expect(printed).toEqual(['✉  Code for ana@example.com: 482913 (verification)']);

    printed.length = 0;
    const production = testConfig({ NODE_ENV: 'production' });
    await (
      await createMailProviderResolver({ config: production, settings, logger, printLine })()
    ).provider.send(code);
    expect(printed).toEqual([]);
  });

  it('uses the MAIL_PROVIDER and MAIL_FROM settings, read at each send', async () => {
    const resolve = createMailProviderResolver({ config: testConfig(), settings, logger });
    values.set('MAIL_PROVIDER', 'resend');
    values.set('RESEND_API_KEY', 're_key');
    values.set('MAIL_FROM', 'Console <c@pathwise.test>');
    expect(await resolve()).toMatchObject({
      provider: { name: 'resend' },
      from: 'Console <c@pathwise.test>',
    });
    values.set('MAIL_PROVIDER', 'outbox');
    expect((await resolve()).provider.name).toBe('outbox');
  });

  it('falls back to the outbox with a warning when Resend has no key', async () => {
    values.set('MAIL_PROVIDER', 'resend');
    const { provider } = await createMailProviderResolver({ config: testConfig(), settings, logger })();
    expect(provider.name).toBe('outbox');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('RESEND_API_KEY is not set'));
  });

  it('uses SMTP when SMTP_URL is set, else falls back with a warning', async () => {
    values.set('MAIL_PROVIDER', 'smtp');
    const withoutUrl = await createMailProviderResolver({ config: testConfig(), settings, logger })();
    expect(withoutUrl.provider.name).toBe('outbox');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('SMTP_URL is not set'));

    const resolve = createMailProviderResolver({
      config: testConfig({ SMTP_URL: 'smtps://user:pass@smtp.example.org:465' }),
      settings,
      logger,
    });
    const first = await resolve();
    expect(first.provider.name).toBe('smtp');
    expect((await resolve()).provider).toBe(first.provider); // one transport per URL
  });

  it('takes MAIL_PROVIDER from env when no setting exists', async () => {
    const resolve = createMailProviderResolver({
      config: testConfig({ MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_env' }),
      settings: {
        getEffective: async (key: SettingKey) =>
          ({ MAIL_PROVIDER: 'resend', RESEND_API_KEY: 're_env' })[key as string],
      },
      logger,
    });
    expect((await resolve()).provider.name).toBe('resend');
  });
});
