import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ResendStub, start } from '../../../test/stubs/resend-stub.ts';
import { MailDeliveryError, type OutgoingEmail } from './mail-provider.ts';
import { createResendClient, createResendProvider } from './resend-provider.ts';

const email = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  from: 'Pathwise <no-reply@pathwise.test>',
  to: 'ada@example.org',
  subject: 'Your code',
  text: 'Your code is 123456',
  html: '<p>Your code is <b>123456</b></p>',
  idempotencyKey: 'otp:verify:1',
  ...overrides,
});

async function deliveryError(promise: Promise<unknown>): Promise<MailDeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MailDeliveryError);
  return error as MailDeliveryError;
}

describe('Resend mail provider', () => {
  let stub: ResendStub;
  beforeAll(async () => {
    stub = await start();
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  const provider = (apiKey = stub.apiKey, timeoutMs = 2000) =>
    createResendProvider({ apiKey, baseUrl: stub.url, timeoutMs });

  it('POSTs /emails with the Bearer key, the Idempotency-Key and the message, and returns Resend’s id', async () => {
    const result = await provider().send(email());
    expect(stub.requests).toHaveLength(1);
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/emails' });
    expect(request!.headers.authorization).toBe(`Bearer ${stub.apiKey}`);
    expect(request!.headers['idempotency-key']).toBe('otp:verify:1');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      from: 'Pathwise <no-reply@pathwise.test>',
      to: ['ada@example.org'],
      subject: 'Your code',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    expect(stub.emails).toHaveLength(1);
    expect(result.providerMessageId).toBe(stub.emails[0]!.id);
  });

  it('passes the message’s extra headers in Resend’s headers field, and omits the field when there are none', async () => {
    const headers = {
      'List-Unsubscribe': '<https://pathwise.test/api/notifications/unsubscribe/one-click?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await provider().send(email({ headers }));
    expect((stub.requests[0]!.body as Record<string, unknown>).headers).toEqual(headers);
    await provider().send(email({ idempotencyKey: 'otp:verify:2' }));
    expect(stub.requests[1]!.body).not.toHaveProperty('headers');
  });

  it('omits html when the message has none', async () => {
    await provider().send(email({ html: null }));
    expect(stub.requests[0]!.body).not.toHaveProperty('html');
  });

  it('sends the same message once when a retry repeats the Idempotency-Key', async () => {
    const first = await provider().send(email());
    const second = await provider().send(email());
    expect(second.providerMessageId).toBe(first.providerMessageId);
    expect(stub.emails).toHaveLength(1);
  });

  it('maps a rejected key (403 invalid_api_key) to a non-retryable error with Resend’s message', async () => {
    const error = await deliveryError(provider('re_wrong_key').send(email()));
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('API key is invalid');
  });

  it('maps 422 to non-retryable, with Resend’s message', async () => {
    stub.failNext(422);
    const error = await deliveryError(provider().send(email()));
    expect(error.retryable).toBe(false);
    expect(error.message).toBe('Resend returned 422: Missing `to` field.');
  });

  it('maps 401 missing_api_key to non-retryable', async () => {
    stub.failNext(401);
    expect((await deliveryError(provider().send(email()))).retryable).toBe(false);
  });

  it.each([429, 500, 503])('maps %i to retryable', async (status) => {
    stub.failNext(status);
    const error = await deliveryError(provider().send(email()));
    expect(error.retryable).toBe(true);
    expect(error.message).toContain(`Resend returned ${status}`);
  });

  it('maps a dropped connection and a timeout to retryable', async () => {
    stub.failNext('drop');
    const dropped = await deliveryError(provider().send(email()));
    expect(dropped.retryable).toBe(true);
    expect(dropped.message).toMatch(/Could not reach Resend/);

    stub.failNext('hang');
    const timedOut = await deliveryError(provider(stub.apiKey, 200).send(email()));
    expect(timedOut.retryable).toBe(true);
    expect(timedOut.message).toBe('Resend did not answer within 0.2 seconds.');
  });

  it('maps an unreachable host to retryable', async () => {
    const closed = await start();
    await closed.close();
    const error = await deliveryError(
      createResendProvider({ apiKey: 'k', baseUrl: closed.url, timeoutMs: 2000 }).send(email()),
    );
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/ECONNREFUSED/);
  });

  it('treats 409 concurrent_idempotent_requests as retryable and invalid_idempotent_request as not', async () => {
    stub.failNext({
      status: 409,
      body: {
        statusCode: 409,
        name: 'concurrent_idempotent_requests',
        message: 'Same idempotency key used while original request is still in progress.',
      },
    });
    expect((await deliveryError(provider().send(email()))).retryable).toBe(true);
    stub.failNext(409);
    expect((await deliveryError(provider().send(email()))).retryable).toBe(false);
  });

  it('the client exposes the provider error with status and code', async () => {
    stub.failNext(429);
    await expect(
      createResendClient({ apiKey: stub.apiKey, baseUrl: stub.url }).sendEmail(email()),
    ).rejects.toMatchObject({
      name: 'ProviderError',
      status: 429,
      code: 'rate_limit_exceeded',
      retryable: true,
      retryAfterSeconds: 1,
    });
  });
});
