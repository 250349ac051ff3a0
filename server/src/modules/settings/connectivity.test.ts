import type { SettingKey } from '@pathwise/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OpenAIStub, start as startOpenAI } from '../../../test/stubs/openai-stub.ts';
import { type RazorpayStub, start as startRazorpay } from '../../../test/stubs/razorpay-stub.ts';
import { type ResendStub, start as startResend } from '../../../test/stubs/resend-stub.ts';
import { createConnectivityTester } from './connectivity.ts';

/**
 * The connectivity logic against the stubs with fake settings; timeouts are short here. The same
 * paths through HTTP (admin auth, real settings) are in settings.routes.test.ts.
 */
describe('connectivity tests', () => {
  let openai: OpenAIStub;
  let resend: ResendStub;
  let razorpay: RazorpayStub;
  const values = new Map<SettingKey, string>();
  const settings = { getEffective: async (key: SettingKey) => values.get(key) };

  beforeAll(async () => {
    [openai, resend, razorpay] = await Promise.all([startOpenAI(), startResend(), startRazorpay()]);
  });
  afterAll(() => Promise.all([openai.close(), resend.close(), razorpay.close()]));
  beforeEach(() => {
    values.clear();
    openai.reset();
    resend.reset();
    razorpay.reset();
  });

  // Generous by default: a loaded CI machine must not turn a happy path into a time-out. The
  // time-out tests pass their own short value.
  const tester = (timeoutMs = 5000, logger = { warn: vi.fn() }) =>
    createConnectivityTester({
      settings,
      config: {
        OPENAI_BASE_URL: openai.url,
        OPENAI_MODEL: 'gpt-4o-mini',
        RESEND_BASE_URL: resend.url,
        RAZORPAY_API_BASE: razorpay.url,
        MAIL_FROM: 'Pathwise <no-reply@pathwise.test>',
      },
      timeoutMs,
      logger,
    });

  describe('OpenAI', () => {
    it('succeeds and reports the model count and the configured model', async () => {
      values.set('OPENAI_API_KEY', openai.apiKey);
      expect(await tester().testOpenAI()).toEqual({
        success: true,
        provider: 'openai',
        message: 'Connected to OpenAI: 3 models available, including the configured model "gpt-4o-mini".',
      });
    });

    it('uses the OPENAI_MODEL and OPENAI_BASE_URL settings over the env ones', async () => {
      values.set('OPENAI_API_KEY', openai.apiKey);
      values.set('OPENAI_MODEL', 'gpt-5-imaginary');
      values.set('OPENAI_BASE_URL', openai.url);
      const result = await tester().testOpenAI();
      expect(result.success).toBe(false);
      expect(result.message).toContain('the configured model "gpt-5-imaginary" is not among them');
    });

    it('is not configured without a key, and calls nobody', async () => {
      expect(await tester().testOpenAI()).toEqual({
        success: false,
        provider: 'openai',
        message: 'OpenAI is not configured: set OPENAI_API_KEY in the settings or the environment.',
      });
      expect(openai.requests).toHaveLength(0);
    });

    it('reports a timeout clearly', async () => {
      values.set('OPENAI_API_KEY', openai.apiKey);
      openai.failNext('hang');
      expect(await tester(200).testOpenAI()).toEqual({
        success: false,
        provider: 'openai',
        message: 'OpenAI did not answer within 0.2 seconds.',
      });
    });

    it('reports an exhausted quota with OpenAI’s message', async () => {
      values.set('OPENAI_API_KEY', openai.apiKey);
      openai.failNext({
        status: 429,
        body: {
          error: {
            message: 'You exceeded your current quota.',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        },
      });
      expect((await tester().testOpenAI()).message).toBe(
        'OpenAI returned 429: You exceeded your current quota.',
      );
    });
  });

  describe('Resend', () => {
    it('sends a test e-mail to the given address with a unique Idempotency-Key', async () => {
      values.set('RESEND_API_KEY', resend.apiKey);
      values.set('MAIL_FROM', 'Console <console@pathwise.test>');
      const first = await tester().testResend('admin@example.org');
      await tester().testResend('admin@example.org');
      expect(first.success).toBe(true);
      expect(first.message).toMatch(
        /^Resend accepted a test e-mail to admin@example.org \(id [0-9a-f-]{36}\)\.$/,
      );
      expect(resend.emails).toHaveLength(2);
      expect(resend.emails[0]).toMatchObject({
        from: 'Console <console@pathwise.test>',
        to: ['admin@example.org'],
      });
      expect(resend.emails[0]!.idempotencyKey).toMatch(/^settings-test-/);
      expect(resend.emails[0]!.idempotencyKey).not.toBe(resend.emails[1]!.idempotencyKey);
    });

    it('reports a dropped connection clearly', async () => {
      values.set('RESEND_API_KEY', resend.apiKey);
      resend.failNext('drop');
      const result = await tester().testResend('admin@example.org');
      expect(result.success).toBe(false);
      expect(result.message).toMatch(/^Could not reach Resend at http:\/\/127\.0\.0\.1:\d+ \(/);
    });
  });

  describe('Razorpay', () => {
    it('needs both the key id and the secret', async () => {
      values.set('RAZORPAY_KEY_ID', razorpay.keyId);
      expect((await tester().testRazorpay()).message).toBe(
        'Razorpay is not configured: set RAZORPAY_KEY_SECRET in the settings or the environment.',
      );
      values.clear();
      expect((await tester().testRazorpay()).message).toBe(
        'Razorpay is not configured: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in the settings or the environment.',
      );
    });

    it('succeeds in test mode', async () => {
      values.set('RAZORPAY_KEY_ID', razorpay.keyId);
      values.set('RAZORPAY_KEY_SECRET', razorpay.keySecret);
      expect(await tester().testRazorpay()).toEqual({
        success: true,
        provider: 'razorpay',
        message: `Connected to Razorpay in test mode with key ${razorpay.keyId}.`,
      });
    });

    it('reports a hang as a timeout', async () => {
      values.set('RAZORPAY_KEY_ID', razorpay.keyId);
      values.set('RAZORPAY_KEY_SECRET', razorpay.keySecret);
      razorpay.failNext('hang');
      expect((await tester(150).testRazorpay()).message).toBe('Razorpay did not answer within 0.2 seconds.');
    });
  });

  it('reports a fetch that throws synchronously as unreachable', async () => {
    const broken = createConnectivityTester({
      settings,
      config: {
        OPENAI_BASE_URL: openai.url,
        OPENAI_MODEL: 'x',
        RESEND_BASE_URL: resend.url,
        RAZORPAY_API_BASE: razorpay.url,
        MAIL_FROM: 'a@b.co',
      },
      fetch: () => {
        throw new Error('boom');
      },
    });
    values.set('OPENAI_API_KEY', 'sk-anything');
    const result = await broken.testOpenAI();
    expect(result).toMatchObject({ success: false, provider: 'openai' });
    expect(result.message).toContain('Could not reach OpenAI');
  });

  it('logs a failure that is not a provider answer and says only that the test failed', async () => {
    const logger = { warn: vi.fn() };
    values.set('OPENAI_API_KEY', 'sk-anything');
    values.set('OPENAI_BASE_URL', 'not a url'); // cannot be saved through the service; simulates a bug
    expect(await tester(5000, logger).testOpenAI()).toEqual({
      success: false,
      provider: 'openai',
      message: 'The OpenAI connection test failed unexpectedly.',
    });
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
