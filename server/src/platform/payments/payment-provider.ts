import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SettingKey } from '@pathwise/contract';
import type { Config } from '../../config.ts';
import { createRazorpayClient, type RazorpayClient, type RazorpayPaymentStatus } from './razorpay-client.ts';

/**
 * The two ways a profiler is paid for (decision 012), behind one interface: Razorpay, and the
 * built-in test checkout (no money moves) that signs payments exactly as Razorpay does, so both go
 * through the same verify path.
 */

export type PaymentProviderName = 'razorpay' | 'test';

export type ProviderPayment = {
  id: string;
  orderId: string | null;
  amountMinor: number;
  currency: string;
  status: RazorpayPaymentStatus;
  errorDescription: string | null;
};

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** What the browser's checkout needs (Razorpay's key id); null for the test checkout. */
  readonly keyId: string | null;
  createOrder(input: {
    amountMinor: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ providerOrderId: string }>;
  /** hex(HMAC_SHA256(secret, order_id|payment_id)) compared in constant time. */
  isSignatureValid(providerOrderId: string, providerPaymentId: string, signature: string): boolean;
  /** The payment as the provider holds it. */
  fetchPayment(providerPaymentId: string, order: ExpectedPayment): Promise<ProviderPayment>;
  /**
   * Every payment made on a provider order (reconciliation). The test checkout keeps no record of
   * its own (its payments are the signed pairs it handed out, on our order timeline): none.
   */
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Gives money back on a captured payment, in part or in full. */
  refund(input: RefundRequest): Promise<ProviderRefund>;
};

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';
export type ProviderRefund = { id: string; amountMinor: number; status: ProviderRefundStatus };

/** A refund asked of the provider: `idempotencyKey` makes a repeated request the same refund. */
export type RefundRequest = {
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  /** Our refund id, sent as the provider's receipt so its webhooks can be matched to our row. */
  receipt: string;
  notes: Record<string, string>;
};

/** What our order says the payment must be; the test provider has no other record of it. */
export type ExpectedPayment = { providerOrderId: string; amountMinor: number; currency: string };

export function paymentSignature(
  secret: string | Buffer,
  providerOrderId: string,
  providerPaymentId: string,
) {
  return createHmac('sha256', secret).update(`${providerOrderId}|${providerPaymentId}`).digest('hex');
}

/**
 * Constant time on equal-length buffers; a signature of another length (or not hex) is simply
 * wrong, and says so without comparing.
 */
export function isPaymentSignatureValid(
  secret: string | Buffer,
  providerOrderId: string,
  providerPaymentId: string,
  signature: string,
): boolean {
  const expected = Buffer.from(paymentSignature(secret, providerOrderId, providerPaymentId), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-shaped ids (order_ + 14 characters) for the test checkout, marked as test ids. */
export function testProviderId(prefix: 'order' | 'pay'): string {
  return `${prefix}_test${Array.from(randomBytes(14), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

export function createRazorpayProvider(
  client: RazorpayClient,
  keyId: string,
  keySecret: string,
): PaymentProvider {
  return {
    name: 'razorpay',
    keyId,
    async createOrder(input) {
      const order = await client.createOrder({
        amount: input.amountMinor,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      return { providerOrderId: order.id };
    },
    isSignatureValid: (orderId, paymentId, signature) =>
      isPaymentSignatureValid(keySecret, orderId, paymentId, signature),
    async fetchPayment(paymentId) {
      const payment = await client.fetchPayment(paymentId);
      return {
        id: payment.id,
        orderId: payment.order_id,
        amountMinor: payment.amount,
        currency: payment.currency,
        status: payment.status,
        errorDescription: payment.error_description ?? null,
      };
    },
    async fetchOrderPayments(providerOrderId) {
      const payments = await client.fetchOrderPayments(providerOrderId);
      return payments.map((payment) => ({
        id: payment.id,
        orderId: payment.order_id,
        amountMinor: payment.amount,
        currency: payment.currency,
        status: payment.status,
        errorDescription: payment.error_description ?? null,
      }));
    },
    async refund(input) {
      const refund = await client.refundPayment(
        input.providerPaymentId,
        { amount: input.amountMinor, speed: 'normal', receipt: input.receipt, notes: input.notes },
        input.idempotencyKey,
      );
      return { id: refund.id, amountMinor: refund.amount, status: refund.status };
    },
  };
}

/**
 * The built-in test checkout: our own order ids, and payments that exist only as the signed pair
 * our test-checkout endpoint hands out. A valid signature can only come from that endpoint, which
 * signs a payment of exactly the order's amount, so the payment is that order's, captured.
 */
export function createTestProvider(
  secret: Buffer,
): PaymentProvider & { sign(orderId: string, paymentId: string): string } {
  return {
    name: 'test',
    keyId: null,
    async createOrder() {
      return { providerOrderId: testProviderId('order') };
    },
    isSignatureValid: (orderId, paymentId, signature) =>
      isPaymentSignatureValid(secret, orderId, paymentId, signature),
    async fetchPayment(paymentId, order) {
      return {
        id: paymentId,
        orderId: order.providerOrderId,
        amountMinor: order.amountMinor,
        currency: order.currency,
        status: 'captured',
        errorDescription: null,
      };
    },
    // No money moved, so none goes back: processed at once. The caller's cap (sum of refunds ≤ the
    // order's amount, under the order's lock) is the only record, so nothing else is checked here.
    async refund(input) {
      return {
        id: `rfnd_test${createHmac('sha256', secret).update(input.idempotencyKey).digest('hex').slice(0, 14)}`,
        amountMinor: input.amountMinor,
        status: 'processed',
      };
    },
    async fetchOrderPayments() {
      return [];
    },
    sign: (orderId, paymentId) => paymentSignature(secret, orderId, paymentId),
  };
}

export type PaymentProviderResolverDeps = {
  config: Pick<Config, 'RAZORPAY_API_BASE' | 'isProduction'>;
  settings: { getEffective(key: SettingKey): Promise<string | undefined> };
  /** The per-install test checkout secret (derived from APP_SECRET). */
  testSecret: Buffer;
  razorpayTimeoutMs?: number;
  razorpayRetryDelayMs?: number;
};

/**
 * Which provider takes new orders: Razorpay when its key id and secret are set (settings over
 * env), else the test checkout — except in production, where no keys means no payments (null).
 * `byName` gives the provider of an existing order, which must still be verifiable with it.
 */
export function createPaymentProviderResolver(deps: PaymentProviderResolverDeps) {
  const test = createTestProvider(deps.testSecret);

  async function razorpay(): Promise<PaymentProvider | null> {
    const [keyId, keySecret] = await Promise.all([
      deps.settings.getEffective('RAZORPAY_KEY_ID'),
      deps.settings.getEffective('RAZORPAY_KEY_SECRET'),
    ]);
    if (!keyId || !keySecret) return null;
    const client = createRazorpayClient({
      keyId,
      keySecret,
      baseUrl: deps.config.RAZORPAY_API_BASE,
      timeoutMs: deps.razorpayTimeoutMs ?? 15_000,
      retries: 2,
      retryDelayMs: deps.razorpayRetryDelayMs,
    });
    return createRazorpayProvider(client, keyId, keySecret);
  }

  return {
    test,
    /** The test checkout exists outside production only. */
    isTestCheckoutEnabled: () => !deps.config.isProduction,
    async active(): Promise<PaymentProvider | null> {
      return (await razorpay()) ?? (deps.config.isProduction ? null : test);
    },
    async byName(name: PaymentProviderName): Promise<PaymentProvider | null> {
      if (name === 'razorpay') return razorpay();
      return deps.config.isProduction ? null : test;
    },
  };
}
export type PaymentProviderResolver = ReturnType<typeof createPaymentProviderResolver>;
