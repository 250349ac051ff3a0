import { createProviderHttp, type FetchLike, ProviderError, stringField } from '../provider-http.ts';
import { MailDeliveryError, type MailProvider, type OutgoingEmail } from './mail-provider.ts';

/**
 * Resend's HTTP API (integrations.md §3): POST {baseUrl}/emails with a Bearer key and an
 * Idempotency-Key, so a job retried after a lost answer does not send the message twice.
 */
export type ResendOptions = {
  apiKey: string;
  /** https://api.resend.com (no /v1). */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: FetchLike;
};

export const RESEND_PROVIDER = 'Resend';

/** `{"statusCode":422,"message":"…","name":"validation_error"}`. */
export function parseResendError(body: unknown): { message?: string; code?: string } {
  return { message: stringField(body, 'message'), code: stringField(body, 'name') };
}

/**
 * 429 and 5xx are worth another try; other 4xx (bad key, invalid address, missing field) are not.
 * One exception: 409 concurrent_idempotent_requests means the same message is still in flight.
 */
export function isResendRetryable(status: number, code: string | undefined): boolean {
  if (status === 409) return code === 'concurrent_idempotent_requests';
  return status === 429 || status >= 500;
}

export function createResendClient(options: ResendOptions) {
  const request = createProviderHttp({
    provider: RESEND_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 15_000,
    headers: { authorization: `Bearer ${options.apiKey}` },
    parseError: parseResendError,
    isRetryable: isResendRetryable,
    fetch: options.fetch,
  });

  return {
    async sendEmail(email: OutgoingEmail): Promise<{ id: string }> {
      const { data } = await request<{ id?: unknown }>({
        method: 'POST',
        path: '/emails',
        // Resend keeps idempotency keys for 24 h and allows at most 256 characters.
        headers: { 'idempotency-key': email.idempotencyKey.slice(0, 256) },
        body: {
          from: email.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          ...(email.html ? { html: email.html } : {}),
          ...(email.headers && Object.keys(email.headers).length > 0 ? { headers: email.headers } : {}),
        },
      });
      if (typeof data.id !== 'string') {
        throw new ProviderError(RESEND_PROVIDER, `${RESEND_PROVIDER} accepted the message without an id.`, {
          kind: 'invalid_response',
          retryable: false,
        });
      }
      return { id: data.id };
    },
  };
}
export type ResendClient = ReturnType<typeof createResendClient>;

export function createResendProvider(options: ResendOptions): MailProvider {
  const client = createResendClient(options);
  return {
    name: 'resend',
    async send(email) {
      try {
        const { id } = await client.sendEmail(email);
        return { providerMessageId: id };
      } catch (error) {
        if (error instanceof ProviderError) throw new MailDeliveryError(error.message, error.retryable);
        throw error;
      }
    },
  };
}
