import { createHmac, randomBytes } from 'node:crypto';
import {
  basicCredentials,
  type RecordedRequest,
  type StubReply,
  type StubServer,
  startStubServer,
} from './stub-server.ts';

/**
 * Razorpay's REST API on 127.0.0.1 (integrations.md §1, §4): Basic key_id:key_secret checked
 * exactly, the vendor's error body ({error:{code,description,...}}), and orders kept in memory.
 * Orders (GET/POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/payments), payments
 * (GET /v1/payments/:id), and POST /__test/pay, which makes a payment on an order the way a
 * person at Standard Checkout would and answers the signed triple the checkout's handler gets.
 * Refunds (POST /v1/payments/:id/refund, GET /v1/payments/:id/refunds): the cap (sum ≤ captured)
 * with Razorpay's two documented 400 texts, and X-Refund-Idempotency (same key and body → the same
 * refund; same key, other body → 400). `refundStatus` sets what a new refund answers.
 * Webhooks (POST /__test/webhook, or `webhook`/`sendWebhook` without HTTP): the §1.6 envelope of an
 * event about a stub payment, signed over its raw bytes with the webhook secret and POSTed to
 * `webhookUrl` with X-Razorpay-Event-Id; a repeated `event_id`, a bad or missing signature.
 */

export type RazorpayStubOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
};

export type RazorpayStubPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: 'card';
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

export type RazorpayStubRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
};

export const REFUND_ABOVE_CAPTURED = 'The refund amount provided is greater than amount captured';
export const REFUND_ALREADY_FULL = 'The payment has been fully refunded already';

/** POST /__test/webhook body: which event, about which payment, and how to deliver it. */
export type TestWebhookRequest = {
  event: string;
  /** The stub payment it is about; default: the order's latest payment. */
  payment_id?: string;
  order_id?: string;
  /** For refund.* events: the stub refund; default the payment's latest. */
  refund_id?: string;
  /** Reuse an id to deliver the same event again (a duplicate). */
  event_id?: string;
  /** Fault injection: signed with another secret, or no X-Razorpay-Signature at all. */
  signature?: 'bad' | 'missing';
  /** Overrides on the payment entity as sent (e.g. another amount or currency). */
  payment?: Partial<RazorpayStubPayment>;
  /** Where to POST it; default the stub's webhookUrl. */
  url?: string;
};

export type WebhookDelivery = { eventId: string; rawBody: string; headers: Record<string, string> };

/** POST /__test/pay body: the order, and how the payment should turn out (captured by default). */
export type TestPayRequest = {
  order_id: string;
  outcome?: 'captured' | 'authorized' | 'failed';
  /** Fault injection: the payment's amount or currency differ from the order's. */
  amount?: number;
  currency?: string;
};

export type SignedPayment = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayStub = StubServer & {
  /** The value for RAZORPAY_API_BASE (paths carry /v1). */
  url: string;
  keyId: string;
  keySecret: string;
  /** Orders, oldest first. */
  orders: RazorpayStubOrder[];
  payments: RazorpayStubPayment[];
  refunds: RazorpayStubRefund[];
  /** The status a new refund gets (default processed); a test may ask for pending. */
  refundStatus: 'pending' | 'processed';
  /** hex(HMAC_SHA256(key_secret, order_id|payment_id)), as Razorpay signs a checkout payment. */
  sign(orderId: string, paymentId: string): string;
  /** The Dashboard webhook secret the stub signs deliveries with. */
  webhookSecret: string;
  /** Our app's POST /api/payments/webhook, where deliveries go. */
  webhookUrl: string | null;
  /** The signed delivery of an event (envelope, headers), not sent. */
  webhook(request: TestWebhookRequest): WebhookDelivery;
  /** Builds, signs and POSTs an event; answers our app's status and body. */
  sendWebhook(request: TestWebhookRequest): Promise<{ status: number; body: string; eventId: string }>;
  /** POST /__test/pay without HTTP. */
  pay(request: TestPayRequest): SignedPayment;
};

export const razorpayError = (
  status: number,
  code: string,
  description: string,
  extra: { field?: string; source?: string; step?: string; reason?: string } = {},
): StubReply => ({
  status,
  body: {
    error: {
      code,
      description,
      source: extra.source ?? 'NA',
      step: extra.step ?? 'NA',
      reason: extra.reason ?? 'NA',
      metadata: {},
      ...(extra.field ? { field: extra.field } : {}),
    },
  },
});

export const RAZORPAY_ERRORS = {
  authenticationFailed: (): StubReply => ({
    status: 401,
    body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
  }),
  badRequest: (description: string, field?: string) =>
    razorpayError(400, 'BAD_REQUEST_ERROR', description, {
      field,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
    }),
  notFound: (description = 'The id provided does not exist') =>
    razorpayError(400, 'BAD_REQUEST_ERROR', description),
  server: (status = 500) =>
    razorpayError(
      status,
      'SERVER_ERROR',
      'The server encountered an error. The incident has been reported to admins.',
    ),
  tooManyRequests: () => razorpayError(429, 'BAD_REQUEST_ERROR', 'Too many requests'),
};

function faultBody(status: number): StubReply {
  if (status === 401) return RAZORPAY_ERRORS.authenticationFailed();
  if (status === 429) return RAZORPAY_ERRORS.tooManyRequests();
  if (status >= 500) return RAZORPAY_ERRORS.server(status);
  return { ...RAZORPAY_ERRORS.badRequest('The request is invalid.'), status };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function razorpayId(prefix: string): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

export async function start(
  options: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<RazorpayStub> {
  const webhookSecret = options.webhookSecret ?? 'stub_webhook_secret_0123456789';
  const keyId = options.keyId ?? 'rzp_test_StubKey1234';
  const keySecret = options.keySecret ?? 'stub_key_secret_0123456789';
  const orders: RazorpayStubOrder[] = [];
  const payments: RazorpayStubPayment[] = [];
  const refunds: RazorpayStubRefund[] = [];
  /** X-Refund-Idempotency → the refund it made and the body it came with. */
  const refundKeys = new Map<string, { refund: RazorpayStubRefund; body: string }>();
  const state = { refundStatus: 'processed' as 'pending' | 'processed' };
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

  /** Wraps a handler with the exact Basic-auth check every Razorpay API call gets. */
  const authenticated =
    (handler: (request: RecordedRequest) => StubReply) =>
    (request: RecordedRequest): StubReply => {
      const credentials = basicCredentials(request.headers);
      if (!credentials || credentials[0] !== keyId || credentials[1] !== keySecret) {
        return RAZORPAY_ERRORS.authenticationFailed();
      }
      return handler(request);
    };

  const listOrders = authenticated((request) => {
    const count = Number(request.query.get('count') ?? 10);
    const skip = Number(request.query.get('skip') ?? 0);
    if (!Number.isInteger(count) || count < 1 || count > 100) {
      return RAZORPAY_ERRORS.badRequest('The count must be between 1 and 100.', 'count');
    }
    const newestFirst = [...orders].reverse().slice(skip, skip + count);
    return { status: 200, body: { entity: 'collection', count: newestFirst.length, items: newestFirst } };
  });

  const createOrder = authenticated((request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (typeof body !== 'object' || body === null)
      return RAZORPAY_ERRORS.badRequest('The request body is invalid.');
    const { amount, currency, receipt, notes } = body;
    if (amount === undefined) return RAZORPAY_ERRORS.badRequest('The amount field is required.', 'amount');
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return RAZORPAY_ERRORS.badRequest('The amount must be an integer.', 'amount');
    }
    if (typeof currency !== 'string' || currency === '') {
      return RAZORPAY_ERRORS.badRequest('The currency field is required.', 'currency');
    }
    if (amount < 100)
      return RAZORPAY_ERRORS.badRequest(`The amount must be at least ${currency} 1.00`, 'amount');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return RAZORPAY_ERRORS.badRequest('The receipt may not be greater than 40 characters.', 'receipt');
    }
    if (
      notes !== undefined &&
      (typeof notes !== 'object' || notes === null || Object.keys(notes).length > 15)
    ) {
      return RAZORPAY_ERRORS.badRequest(
        'Number of fields in notes should be less than or equal to 15',
        'notes',
      );
    }
    const order: RazorpayStubOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? [],
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.push(order);
    return { status: 200, body: order };
  });

  const fetchOrder = authenticated((request) => {
    const id = request.path.split('/')[3];
    const order = orders.find((o) => o.id === id);
    return order ? { status: 200, body: order } : RAZORPAY_ERRORS.notFound();
  });

  const fetchOrderPayments = authenticated((request) => {
    const id = request.path.split('/')[3];
    if (!orders.some((o) => o.id === id)) return RAZORPAY_ERRORS.notFound();
    const items = payments.filter((p) => p.order_id === id);
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  });

  const fetchPayment = authenticated((request) => {
    const id = request.path.split('/')[3];
    const payment = payments.find((p) => p.id === id);
    return payment ? { status: 200, body: payment } : RAZORPAY_ERRORS.notFound();
  });

  const refundPayment = authenticated((request) => {
    const id = request.path.split('/')[3];
    const payment = payments.find((p) => p.id === id);
    if (!payment) return RAZORPAY_ERRORS.notFound();
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return RAZORPAY_ERRORS.badRequest('The request body is invalid.');
    }
    const header = request.headers['x-refund-idempotency'];
    const key = Array.isArray(header) ? header[0] : header;
    if (key !== undefined && !/^[A-Za-z0-9_-]{10,}$/.test(key)) {
      return RAZORPAY_ERRORS.badRequest('The idempotency key is invalid.');
    }
    const fingerprint = JSON.stringify({ payment: id, amount: body.amount ?? null });
    const seen = key === undefined ? undefined : refundKeys.get(key);
    if (seen) {
      return seen.body === fingerprint
        ? { status: 200, body: seen.refund }
        : RAZORPAY_ERRORS.badRequest('The idempotency key was already used with a different request.');
    }
    if (payment.status !== 'captured' && payment.status !== 'refunded') {
      return RAZORPAY_ERRORS.badRequest('The payment has not been captured, so it cannot be refunded.');
    }
    const remaining = payment.amount - payment.amount_refunded;
    if (remaining <= 0) return RAZORPAY_ERRORS.badRequest(REFUND_ALREADY_FULL);
    const amount = body.amount === undefined ? remaining : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1) {
      return RAZORPAY_ERRORS.badRequest('The amount must be an integer.', 'amount');
    }
    if (amount > remaining) return RAZORPAY_ERRORS.badRequest(REFUND_ABOVE_CAPTURED);
    const refund: RazorpayStubRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: state.refundStatus,
      speed_processed: 'normal',
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
    };
    refunds.push(refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    if (key !== undefined) refundKeys.set(key, { refund, body: fingerprint });
    return { status: 200, body: refund };
  });

  const listPaymentRefunds = authenticated((request) => {
    const id = request.path.split('/')[3];
    if (!payments.some((p) => p.id === id)) return RAZORPAY_ERRORS.notFound();
    const items = refunds.filter((r) => r.payment_id === id);
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  });

  function pay(input: TestPayRequest): SignedPayment {
    const order = orders.find((o) => o.id === input.order_id);
    if (!order) throw new Error(`no order ${input.order_id}`);
    const outcome = input.outcome ?? 'captured';
    const failed = outcome === 'failed';
    const payment: RazorpayStubPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: input.amount ?? order.amount,
      currency: input.currency ?? order.currency,
      status: outcome,
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: outcome === 'captured',
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed because the card was declined' : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    payments.push(payment);
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    if (outcome === 'captured' && order.status !== 'paid') {
      order.status = 'paid';
      order.amount_paid = payment.amount;
      order.amount_due = Math.max(0, order.amount - payment.amount);
    }
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: sign(order.id, payment.id),
    };
  }

  const testPay = (request: RecordedRequest): StubReply => {
    const body = request.body as TestPayRequest | undefined;
    if (!body || typeof body.order_id !== 'string' || !orders.some((o) => o.id === body.order_id)) {
      return RAZORPAY_ERRORS.notFound();
    }
    return { status: 200, body: pay(body) };
  };

  const target = { webhookUrl: null as string | null };

  function webhook(input: TestWebhookRequest): WebhookDelivery {
    const payment =
      (input.payment_id && payments.find((p) => p.id === input.payment_id)) ||
      [...payments].reverse().find((p) => p.order_id === input.order_id);
    if (!payment) throw new Error(`no payment for ${input.payment_id ?? input.order_id}`);
    const order = orders.find((o) => o.id === payment.order_id);
    const failed = input.event === 'payment.failed';
    const paymentEntity = {
      ...payment,
      ...(failed
        ? {
            status: 'failed',
            captured: false,
            error_code: payment.error_code ?? 'BAD_REQUEST_ERROR',
            error_description: payment.error_description ?? 'Payment failed because the card was declined',
          }
        : {}),
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_declined' : null,
      email: 'buyer@example.com',
      contact: '+919999999999',
      notes: [],
      ...input.payment,
    };
    const payload: Record<string, { entity: unknown }> = { payment: { entity: paymentEntity } };
    const contains = ['payment'];
    if (input.event === 'order.paid' && order) {
      payload.order = { entity: order };
      contains.push('order');
    }
    if (input.event.startsWith('refund.')) {
      const refund =
        (input.refund_id && refunds.find((r) => r.id === input.refund_id)) ||
        [...refunds].reverse().find((r) => r.payment_id === payment.id);
      if (!refund) throw new Error(`no refund for ${payment.id}`);
      const status =
        input.event === 'refund.failed'
          ? 'failed'
          : input.event === 'refund.processed'
            ? 'processed'
            : refund.status;
      payload.refund = { entity: { ...refund, status } };
      contains.unshift('refund');
    }
    const envelope = {
      entity: 'event',
      account_id: 'acc_StubAccount00001',
      event: input.event,
      contains,
      payload,
      created_at: Math.floor(Date.now() / 1000),
    };
    const rawBody = JSON.stringify(envelope);
    const eventId = input.event_id ?? razorpayId('evt');
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
    };
    if (input.signature !== 'missing') {
      const key = input.signature === 'bad' ? `${webhookSecret}-wrong` : webhookSecret;
      headers['x-razorpay-signature'] = createHmac('sha256', key).update(rawBody).digest('hex');
    }
    return { eventId, rawBody, headers };
  }

  async function sendWebhook(input: TestWebhookRequest) {
    const url = input.url ?? target.webhookUrl;
    if (!url) throw new Error('no webhookUrl to deliver to');
    const delivery = webhook(input);
    const response = await fetch(url, { method: 'POST', headers: delivery.headers, body: delivery.rawBody });
    return { status: response.status, body: await response.text(), eventId: delivery.eventId };
  }

  const testWebhook = async (request: RecordedRequest): Promise<StubReply> => {
    const body = request.body as TestWebhookRequest | undefined;
    if (!body || typeof body.event !== 'string') return RAZORPAY_ERRORS.badRequest('The event is required.');
    try {
      return { status: 200, body: await sendWebhook(body) };
    } catch (error) {
      return RAZORPAY_ERRORS.badRequest(error instanceof Error ? error.message : String(error));
    }
  };

  const server = await startStubServer({
    route(request) {
      if (request.method === 'POST' && request.path === '/__test/pay') return testPay;
      if (request.method === 'POST' && request.path === '/__test/webhook') return testWebhook;
      if (request.method === 'GET' && /^\/v1\/orders\/[^/]+\/payments$/.test(request.path)) {
        return fetchOrderPayments;
      }
      if (request.method === 'GET' && /^\/v1\/payments\/[^/]+$/.test(request.path)) return fetchPayment;
      if (request.method === 'POST' && /^\/v1\/payments\/[^/]+\/refund$/.test(request.path)) {
        return refundPayment;
      }
      if (request.method === 'GET' && /^\/v1\/payments\/[^/]+\/refunds$/.test(request.path)) {
        return listPaymentRefunds;
      }
      if (request.path === '/v1/orders') {
        if (request.method === 'GET') return listOrders;
        if (request.method === 'POST') return createOrder;
      }
      if (request.method === 'GET' && /^\/v1\/orders\/[^/]+$/.test(request.path)) return fetchOrder;
      return undefined;
    },
    faultBody,
    notFound: () => razorpayError(400, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'),
  });

  return {
    ...server,
    url: server.origin,
    keyId,
    keySecret,
    orders,
    payments,
    refunds,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(status) {
      state.refundStatus = status;
    },
    webhookSecret,
    get webhookUrl() {
      return target.webhookUrl;
    },
    set webhookUrl(url) {
      target.webhookUrl = url;
    },
    webhook,
    sendWebhook,
    sign,
    pay,
    reset() {
      server.reset();
      orders.length = 0;
      payments.length = 0;
      refunds.length = 0;
      refundKeys.clear();
      state.refundStatus = 'processed';
    },
  };
}
