import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAIStub, start as startOpenAI } from './openai-stub.ts';
import { type RazorpayStub, start as startRazorpay } from './razorpay-stub.ts';
import { type ResendStub, start as startResend } from './resend-stub.ts';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('vendor stubs', () => {
  it('are test-only: no production source imports from test/ (API9 inventory)', () => {
    const offenders = sourceFiles(SRC).filter((file) =>
      /from\s+['"][./]*\/test\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  describe('Resend', () => {
    let stub: ResendStub;
    beforeAll(async () => {
      stub = await startResend();
    });
    afterAll(() => stub.close());
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${stub.url}/emails`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stub.apiKey}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    it('answers the vendor bodies for a missing key, a missing field and a reused idempotency key', async () => {
      const missing = await fetch(`${stub.url}/emails`, { method: 'POST', body: '{}' });
      expect(missing.status).toBe(401);
      expect(await missing.json()).toMatchObject({ statusCode: 401, name: 'missing_api_key' });

      const noTo = await post({ from: 'a@b.co', subject: 's', text: 't' });
      expect(noTo.status).toBe(422);
      expect(await noTo.json()).toEqual({
        statusCode: 422,
        name: 'missing_required_field',
        message: 'Missing `to` field.',
      });

      const ok = await post(
        { from: 'a@b.co', to: ['c@d.co'], subject: 's', text: 't' },
        { 'idempotency-key': 'k1' },
      );
      expect(ok.status).toBe(200);
      const conflict = await post(
        { from: 'a@b.co', to: ['c@d.co'], subject: 'other', text: 't' },
        { 'idempotency-key': 'k1' },
      );
      expect(conflict.status).toBe(409);
      expect((await conflict.json()).name).toBe('invalid_idempotent_request');
    });

    it('sends retry-after with a 429', async () => {
      stub.failNext(429);
      const res = await post({ from: 'a@b.co', to: ['c@d.co'], subject: 's', text: 't' });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('1');
    });
  });

  describe('OpenAI', () => {
    let stub: OpenAIStub;
    beforeAll(async () => {
      stub = await startOpenAI();
    });
    afterAll(() => stub.close());

    it('answers chat completions from the fixture queue, JSON-encoding objects', async () => {
      stub.enqueueCompletion(
        { content: { score: 7, summary: 'ok' } },
        { content: 'x', finishReason: 'length' },
      );
      const call = () =>
        fetch(`${stub.url}/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${stub.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
        }).then((r) => r.json());
      const first = await call();
      expect(first).toMatchObject({ object: 'chat.completion', model: 'gpt-4o-mini' });
      expect(JSON.parse(first.choices[0].message.content)).toEqual({ score: 7, summary: 'ok' });
      expect((await call()).choices[0].finish_reason).toBe('length');
    });

    it('rejects an unknown model with model_not_found', async () => {
      const res = await fetch(`${stub.url}/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stub.apiKey}` },
        body: JSON.stringify({ model: 'gpt-nope', messages: [{ role: 'user', content: 'hi' }] }),
      });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('model_not_found');
    });
  });

  describe('Razorpay', () => {
    let stub: RazorpayStub;
    beforeAll(async () => {
      stub = await startRazorpay();
    });
    afterAll(() => stub.close());
    const auth = () => `Basic ${Buffer.from(`${stub.keyId}:${stub.keySecret}`).toString('base64')}`;
    const createOrder = (body: unknown) =>
      fetch(`${stub.url}/v1/orders`, {
        method: 'POST',
        headers: { authorization: auth(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    it('creates orders, enforces the minimum amount, and lists newest first', async () => {
      const small = await createOrder({ amount: 99, currency: 'INR' });
      expect(small.status).toBe(400);
      expect((await small.json()).error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        description: 'The amount must be at least INR 1.00',
        field: 'amount',
      });
      const first = await (await createOrder({ amount: 49900, currency: 'INR', receipt: 'att_1' })).json();
      const second = await (await createOrder({ amount: 10000, currency: 'INR' })).json();
      expect(first).toMatchObject({ entity: 'order', amount: 49900, amount_due: 49900, status: 'created' });
      expect(first.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
      const list = await (
        await fetch(`${stub.url}/v1/orders?count=1`, { headers: { authorization: auth() } })
      ).json();
      expect(list).toEqual({ entity: 'collection', count: 1, items: [second] });
      const fetched = await (
        await fetch(`${stub.url}/v1/orders/${first.id}`, { headers: { authorization: auth() } })
      ).json();
      expect(fetched).toEqual(first);
    });

    it('makes signed test payments that GET /v1/payments and /v1/orders/:id/payments read back', async () => {
      const order = await (await createOrder({ amount: 49900, currency: 'INR' })).json();
      const paid = await fetch(`${stub.url}/__test/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: order.id }),
      });
      const triple = await paid.json();
      expect(triple.razorpay_order_id).toBe(order.id);
      expect(triple.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
      const expected = createHmac('sha256', stub.keySecret)
        .update(`${order.id}|${triple.razorpay_payment_id}`)
        .digest('hex');
      expect(triple.razorpay_signature).toBe(expected);
      const payment = await (
        await fetch(`${stub.url}/v1/payments/${triple.razorpay_payment_id}`, {
          headers: { authorization: auth() },
        })
      ).json();
      expect(payment).toMatchObject({
        status: 'captured',
        captured: true,
        amount: 49900,
        currency: 'INR',
        order_id: order.id,
      });
      expect(stub.orders.find((o) => o.id === order.id)).toMatchObject({
        status: 'paid',
        amount_paid: 49900,
      });

      const odd = stub.pay({ order_id: order.id, outcome: 'authorized', amount: 100, currency: 'USD' });
      const list = await (
        await fetch(`${stub.url}/v1/orders/${order.id}/payments`, { headers: { authorization: auth() } })
      ).json();
      expect(list.count).toBe(2);
      expect(list.items[1]).toMatchObject({
        id: odd.razorpay_payment_id,
        status: 'authorized',
        amount: 100,
        currency: 'USD',
      });
      const unknown = await fetch(`${stub.url}/v1/payments/pay_unknown`, {
        headers: { authorization: auth() },
      });
      expect(unknown.status).toBe(400);
      const anonymous = await fetch(`${stub.url}/v1/payments/${triple.razorpay_payment_id}`);
      expect(anonymous.status).toBe(401);
    });

    it('answers 401 Authentication failed for any other credentials', async () => {
      const res = await fetch(`${stub.url}/v1/orders`, {
        headers: { authorization: `Basic ${Buffer.from(`${stub.keyId}:nope`).toString('base64')}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
      });
    });
  });
});
