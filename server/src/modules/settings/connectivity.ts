import { randomUUID } from 'node:crypto';
import type { ConnectivityTestResult } from '@pathwise/contract';
import type { Config } from '../../config.ts';
import { createOpenAIClient } from '../../platform/ai/openai-client.ts';
import { createResendClient } from '../../platform/mail/resend-provider.ts';
import { createRazorpayClient, razorpayMode } from '../../platform/payments/razorpay-client.ts';
import { type FetchLike, ProviderError } from '../../platform/provider-http.ts';
import type { SettingsService } from './settings.service.ts';

/** How long an administrator waits for a provider before we call it unreachable. */
export const CONNECTIVITY_TIMEOUT_MS = 10_000;

export type ConnectivityDeps = {
  settings: Pick<SettingsService, 'getEffective'>;
  config: Pick<
    Config,
    'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'RESEND_BASE_URL' | 'RAZORPAY_API_BASE' | 'MAIL_FROM'
  >;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Unexpected (non-provider) failures are logged here; provider answers are only returned. */
  logger?: { warn(obj: object, msg?: string): void };
};

type Provider = 'openai' | 'resend' | 'razorpay';
const DISPLAY_NAME: Record<Provider, string> = { openai: 'OpenAI', resend: 'Resend', razorpay: 'Razorpay' };

function notConfigured(provider: Provider, missing: string[]): ConnectivityTestResult {
  return {
    success: false,
    provider,
    message: `${DISPLAY_NAME[provider]} is not configured: set ${missing.join(' and ')} in the settings or the environment.`,
  };
}

/**
 * "Test connection" buttons of the settings console: one real, authenticated, read-only (or, for
 * e-mail, self-addressed) call per provider with the effective keys (settings over env).
 * Always answers a result, never throws: a failure is an answer the administrator reads.
 */
export function createConnectivityTester(deps: ConnectivityDeps) {
  const timeoutMs = deps.timeoutMs ?? CONNECTIVITY_TIMEOUT_MS;
  function failure(provider: Provider, error: unknown): ConnectivityTestResult {
    if (error instanceof ProviderError) return { success: false, provider, message: error.message };
    // Not a provider answer but a fault of ours: log it, tell the administrator only that it failed.
    deps.logger?.warn({ err: error, provider }, 'connectivity test failed unexpectedly');
    return {
      success: false,
      provider,
      message: `The ${DISPLAY_NAME[provider]} connection test failed unexpectedly.`,
    };
  }
  const effective = (key: Parameters<SettingsService['getEffective']>[0]) => deps.settings.getEffective(key);

  return {
    /** GET {OPENAI_BASE_URL}/models; reports the count and whether the configured model is there. */
    async testOpenAI(): Promise<ConnectivityTestResult> {
      const provider: Provider = 'openai';
      const [apiKey, baseUrl, model] = await Promise.all([
        effective('OPENAI_API_KEY'),
        effective('OPENAI_BASE_URL'),
        effective('OPENAI_MODEL'),
      ]);
      if (!apiKey) return notConfigured(provider, ['OPENAI_API_KEY']);
      const client = createOpenAIClient({
        apiKey,
        baseUrl: baseUrl ?? deps.config.OPENAI_BASE_URL,
        timeoutMs,
        fetch: deps.fetch,
      });
      try {
        const models = await client.listModels();
        const wanted = model ?? deps.config.OPENAI_MODEL;
        const count = `${models.length} model${models.length === 1 ? '' : 's'} available`;
        if (!models.some((m) => m.id === wanted)) {
          // Reports would fail on this model, so the setup is not working yet even though the key is.
          return {
            success: false,
            provider,
            message: `Connected to OpenAI (${count}), but the configured model "${wanted}" is not among them. Check OPENAI_MODEL.`,
          };
        }
        return {
          success: true,
          provider,
          message: `Connected to OpenAI: ${count}, including the configured model "${wanted}".`,
        };
      } catch (error) {
        return failure(provider, error);
      }
    },

    /** POST {RESEND_BASE_URL}/emails: a short test message to the administrator who asked. */
    async testResend(to: string): Promise<ConnectivityTestResult> {
      const provider: Provider = 'resend';
      const [apiKey, from] = await Promise.all([effective('RESEND_API_KEY'), effective('MAIL_FROM')]);
      if (!apiKey) return notConfigured(provider, ['RESEND_API_KEY']);
      const client = createResendClient({
        apiKey,
        baseUrl: deps.config.RESEND_BASE_URL,
        timeoutMs,
        fetch: deps.fetch,
      });
      try {
        const { id } = await client.sendEmail({
          from: from ?? deps.config.MAIL_FROM,
          to,
          subject: 'Pathwise: Resend connection test',
          text: 'This message confirms that Pathwise can send e-mail through Resend with the configured API key.',
          idempotencyKey: `settings-test-${randomUUID()}`,
        });
        return { success: true, provider, message: `Resend accepted a test e-mail to ${to} (id ${id}).` };
      } catch (error) {
        return failure(provider, error);
      }
    },

    /** GET {RAZORPAY_API_BASE}/v1/orders?count=1 with Basic key_id:key_secret. */
    async testRazorpay(): Promise<ConnectivityTestResult> {
      const provider: Provider = 'razorpay';
      const [keyId, keySecret] = await Promise.all([
        effective('RAZORPAY_KEY_ID'),
        effective('RAZORPAY_KEY_SECRET'),
      ]);
      const missing = [...(keyId ? [] : ['RAZORPAY_KEY_ID']), ...(keySecret ? [] : ['RAZORPAY_KEY_SECRET'])];
      if (!keyId || !keySecret) return notConfigured(provider, missing);
      const client = createRazorpayClient({
        keyId,
        keySecret,
        baseUrl: deps.config.RAZORPAY_API_BASE,
        timeoutMs,
        fetch: deps.fetch,
      });
      try {
        await client.listOrders({ count: 1 });
        const mode = razorpayMode(keyId);
        return {
          success: true,
          provider,
          message: `Connected to Razorpay${mode === 'unknown' ? '' : ` in ${mode} mode`} with key ${keyId}.`,
        };
      } catch (error) {
        return failure(provider, error);
      }
    },
  };
}
export type ConnectivityTester = ReturnType<typeof createConnectivityTester>;
