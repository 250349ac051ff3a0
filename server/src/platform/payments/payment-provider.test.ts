import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createPaymentProviderResolver,
  isPaymentSignatureValid,
  paymentSignature,
} from './payment-provider.ts';

describe('payment signatures', () => {
  it('are hex HMAC-SHA256 of order_id|payment_id, as Razorpay signs them', () => {
    const expected = createHmac('sha256', 'secret').update('order_A|pay_B').digest('hex');
    expect(paymentSignature('secret', 'order_A', 'pay_B')).toBe(expected);
    expect(isPaymentSignatureValid('secret', 'order_A', 'pay_B', expected)).toBe(true);
    expect(isPaymentSignatureValid('secret', 'order_A', 'pay_B', expected.toUpperCase())).toBe(true);
  });

  it('refuses a flipped character, another length, another pair or another secret', () => {
    const good = paymentSignature('secret', 'order_A', 'pay_B');
    const flipped = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
    for (const bad of [flipped, good.slice(1), `${good}0`, '', 'zz']) {
      expect(isPaymentSignatureValid('secret', 'order_A', 'pay_B', bad)).toBe(false);
    }
    expect(isPaymentSignatureValid('secret', 'order_A', 'pay_C', good)).toBe(false);
    expect(isPaymentSignatureValid('other', 'order_A', 'pay_B', good)).toBe(false);
  });
});

describe('provider choice', () => {
  const resolver = (keys: Record<string, string>, isProduction: boolean) =>
    createPaymentProviderResolver({
      config: { RAZORPAY_API_BASE: 'http://127.0.0.1:9', isProduction },
      settings: { getEffective: async (key) => keys[key] },
      testSecret: Buffer.alloc(32, 1),
    });

  it('is Razorpay when its key id and secret are both set, with the key id for the checkout', async () => {
    const provider = await resolver(
      { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' },
      true,
    ).active();
    expect(provider).toMatchObject({ name: 'razorpay', keyId: 'rzp_test_x' });
  });

  it('is the test checkout without keys outside production, and none in production', async () => {
    expect((await resolver({ RAZORPAY_KEY_ID: 'rzp_test_x' }, false).active())?.name).toBe('test');
    expect(await resolver({}, true).active()).toBeNull();
    expect(await resolver({}, true).byName('test')).toBeNull();
    expect(resolver({}, true).isTestCheckoutEnabled()).toBe(false);
  });

  it('signs test payments that only the test secret verifies', async () => {
    const { test } = resolver({}, false);
    const { providerOrderId } = await test.createOrder({
      amountMinor: 100,
      currency: 'INR',
      receipt: 'r',
      notes: {},
    });
    expect(providerOrderId).toMatch(/^order_test[A-Za-z0-9]{14}$/);
    const signature = test.sign(providerOrderId, 'pay_test1');
    expect(test.isSignatureValid(providerOrderId, 'pay_test1', signature)).toBe(true);
    expect(isPaymentSignatureValid('secret', providerOrderId, 'pay_test1', signature)).toBe(false);
  });
});
