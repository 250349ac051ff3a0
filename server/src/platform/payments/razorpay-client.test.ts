import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RazorpayStub, start } from '../../../test/stubs/razorpay-stub.ts';
import { createRazorpayClient, parseRazorpayError, razorpayMode } from './razorpay-client.ts';

describe('Razorpay client', () => {
  let stub: RazorpayStub;
  beforeAll(async () => {
    stub = await start();
  });
  afterAll(() => stub.close());
  beforeEach(() => stub.reset());

  const client = (keySecret = stub.keySecret, timeoutMs = 2000, retries = 0) =>
    createRazorpayClient({
      keyId: stub.keyId,
      keySecret,
      baseUrl: stub.url,
      timeoutMs,
      retries,
      retryDelayMs: 1,
    });

  it('lists orders with GET /v1/orders?count=1 and HTTP Basic key_id:key_secret', async () => {
    const result = await client().listOrders({ count: 1 });
    expect(result).toEqual({ entity: 'collection', count: 0, items: [] });
    const [request] = stub.requests;
    expect(request).toMatchObject({ method: 'GET', path: '/v1/orders' });
    expect(request!.query.get('count')).toBe('1');
    const expected = Buffer.from(`${stub.keyId}:${stub.keySecret}`).toString('base64');
    expect(request!.headers.authorization).toBe(`Basic ${expected}`);
  });

  it('surfaces Razorpay’s description for a bad secret', async () => {
    await expect(client('wrong-secret').listOrders({ count: 1 })).rejects.toMatchObject({
      status: 401,
      code: 'BAD_REQUEST_ERROR',
      retryable: false,
      message: 'Razorpay returned 401: Authentication failed',
    });
  });

  it('marks server errors retryable and hangs as timeouts', async () => {
    stub.failNext(500, 'hang');
    await expect(client().listOrders()).rejects.toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
      retryable: true,
    });
    await expect(client(stub.keySecret, 150).listOrders()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('creates an order, fetches a payment and the payments of an order', async () => {
    const order = await client().createOrder({
      amount: 49900,
      currency: 'INR',
      receipt: 'r1',
      notes: { a: 'b' },
    });
    expect(order).toMatchObject({
      entity: 'order',
      amount: 49900,
      currency: 'INR',
      receipt: 'r1',
      status: 'created',
    });
    expect(stub.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 49900, currency: 'INR', receipt: 'r1', notes: { a: 'b' } },
    });
    const { razorpay_payment_id: paymentId } = stub.pay({ order_id: order.id });
    expect(await client().fetchPayment(paymentId)).toMatchObject({
      id: paymentId,
      status: 'captured',
      order_id: order.id,
      amount: 49900,
    });
    expect((await client().fetchOrderPayments(order.id)).map((p) => p.id)).toEqual([paymentId]);
  });

  it('retries network errors and 5xx, then succeeds; never retries a 4xx or a timeout', async () => {
    stub.failNext('drop', 503);
    await expect(client(stub.keySecret, 2000, 2).listOrders()).resolves.toMatchObject({
      entity: 'collection',
    });
    expect(stub.requests).toHaveLength(3);

    stub.reset();
    await expect(
      client(stub.keySecret, 2000, 2).createOrder({ amount: 99, currency: 'INR' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Razorpay returned 400: The amount must be at least INR 1.00',
    });
    expect(stub.requests).toHaveLength(1);

    stub.reset();
    stub.failNext('hang');
    await expect(client(stub.keySecret, 150, 2).listOrders()).rejects.toMatchObject({ kind: 'timeout' });
    expect(stub.requests).toHaveLength(1);
  });

  it('reads error bodies with a field', () => {
    expect(
      parseRazorpayError({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The amount must be at least INR 1.00',
          field: 'amount',
        },
      }),
    ).toEqual({ code: 'BAD_REQUEST_ERROR', message: 'The amount must be at least INR 1.00' });
    expect(
      parseRazorpayError({
        error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid value', field: 'currency' },
      }),
    ).toEqual({
      code: 'BAD_REQUEST_ERROR',
      message: 'Invalid value (currency)',
    });
    expect(parseRazorpayError('<html>')).toEqual({ code: undefined, message: undefined });
  });

  it('tells test keys from live keys', () => {
    expect(razorpayMode('rzp_test_abc')).toBe('test');
    expect(razorpayMode('rzp_live_abc')).toBe('live');
    expect(razorpayMode('abc')).toBe('unknown');
  });
});
