import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { paymentOrders, paymentWebhookEvents } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { QueueDefinition } from '../../platform/jobs.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { applyRefundOutcome } from './payments.refunds.service.ts';
import { createPaymentGrants, PAYMENT_MISMATCH_MESSAGE } from './payments.service.ts';

/**
 * Razorpay's webhooks (integrations.md §1.6, decision 012): the route checks the signature over
 * the raw bytes, stores the event once per X-Razorpay-Event-Id and queues a job in the same
 * transaction; the job applies it through the same grant as verify. Deliveries are at least once
 * and unordered: a repeat is stored once, and an order never moves back from paid.
 */

export const PAYMENT_WEBHOOK_QUEUE: QueueDefinition = {
  name: 'payment-webhook',
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
};
/** Razorpay's events are a few kB; anything near this is not one of them. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature is missing or invalid.';
export const WEBHOOK_NOT_CONFIGURED_MESSAGE =
  'Webhooks are not accepted: no Razorpay webhook secret is configured.';
export const WEBHOOK_EVENT_ID_MESSAGE = 'The X-Razorpay-Event-Id header is missing or invalid.';
export const WEBHOOK_BODY_MESSAGE = 'The webhook body is not a Razorpay event.';

export const HANDLED_EVENTS = [
  'payment.captured',
  'order.paid',
  'payment.failed',
  'refund.processed',
  'refund.failed',
] as const;

/** hex(HMAC_SHA256(webhook_secret, raw body)), as Razorpay signs a delivery. */
export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant time on equal-length buffers; anything but 64 hex characters is simply wrong. */
export function isWebhookSignatureValid(secret: string, rawBody: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(webhookSignature(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** A provider text as we keep it: bounded, without control characters. */
function text(value: unknown, max = 300): string | null {
  if (typeof value !== 'string') return null;
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0x20 && code !== 0x7f) out += char;
    if (out.length >= max) break;
  }
  return out;
}
const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
const entity = (payload: unknown, name: string): Record<string, unknown> | null => {
  const outer = (payload as Record<string, unknown> | null)?.[name] as Record<string, unknown> | undefined;
  const inner = outer?.entity;
  return inner && typeof inner === 'object' && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : null;
};

export type WebhookPayment = {
  id: string | null;
  orderId: string | null;
  amount: number | null;
  currency: string | null;
  status: string | null;
  errorDescription: string | null;
  errorReason: string | null;
};
export type WebhookPayload = {
  payment?: WebhookPayment;
  order?: { id: string | null; amount: number | null; currency: string | null; status: string | null };
  refund?: {
    id: string | null;
    /** Our refund id without dashes, as the refunds service sent it (matches a refund whose id we never got). */
    receipt: string | null;
    paymentId: string | null;
    amount: number | null;
    currency: string | null;
    status: string | null;
  };
};

/** Only what applying needs (ids, amounts, currency, statuses, error text): no card or contact data. */
export function pickWebhookPayload(envelope: Record<string, unknown>): WebhookPayload {
  const out: WebhookPayload = {};
  const payment = entity(envelope.payload, 'payment');
  if (payment) {
    out.payment = {
      id: text(payment.id, 100),
      orderId: text(payment.order_id, 100),
      amount: int(payment.amount),
      currency: text(payment.currency, 3),
      status: text(payment.status, 30),
      errorDescription: text(payment.error_description),
      errorReason: text(payment.error_reason, 100),
    };
  }
  const order = entity(envelope.payload, 'order');
  if (order) {
    out.order = {
      id: text(order.id, 100),
      amount: int(order.amount),
      currency: text(order.currency, 3),
      status: text(order.status, 30),
    };
  }
  const refund = entity(envelope.payload, 'refund');
  if (refund) {
    out.refund = {
      id: text(refund.id, 100),
      receipt: text(refund.receipt, 40),
      paymentId: text(refund.payment_id, 100),
      amount: int(refund.amount),
      currency: text(refund.currency, 3),
      status: text(refund.status, 30),
    };
  }
  return out;
}

type Outcome = { status: 'processed' | 'ignored' | 'failed'; orderId?: string | null; reason?: string };
type WebhookRow = typeof paymentWebhookEvents.$inferSelect;

export function createPaymentWebhooks(deps: ModuleDeps) {
  const { db, now, logger, jobs } = deps;
  const grants = createPaymentGrants(deps);
  const queue = PAYMENT_WEBHOOK_QUEUE;

  async function findOrder(providerOrderId: string | null) {
    if (!providerOrderId) return null;
    const [row] = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.provider, 'razorpay'), eq(paymentOrders.providerOrderId, providerOrderId)));
    return row ?? null;
  }

  async function applyCapture(eventId: string, payload: WebhookPayload): Promise<Outcome> {
    const payment = payload.payment;
    const order = await findOrder(payment?.orderId ?? payload.order?.id ?? null);
    if (!payment?.id || !order)
      return { status: 'ignored', reason: 'No order of ours has this provider order id.' };
    if (payment.status !== 'captured') {
      return {
        status: 'ignored',
        orderId: order.id,
        reason: `The payment is ${payment.status ?? 'unknown'}.`,
      };
    }
    if (
      payment.orderId !== order.providerOrderId ||
      payment.amount !== order.amountMinor ||
      payment.currency !== order.currency
    ) {
      logger.warn(
        {
          orderId: order.id,
          paymentId: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          eventId,
        },
        'webhook payment does not match its order',
      );
      await grants.recordEvent(
        db,
        order.id,
        'webhook.mismatch',
        { eventId, amountMinor: payment.amount, currency: payment.currency, paymentOrderId: payment.orderId },
        payment.id,
      );
      return {
        status: 'failed',
        orderId: order.id,
        reason: `${PAYMENT_MISMATCH_MESSAGE} (paid ${payment.amount} ${payment.currency}, order ${order.amountMinor} ${order.currency})`,
      };
    }
    if (order.status === 'refunded') {
      return {
        status: 'ignored',
        orderId: order.id,
        reason: 'The order was refunded; it is never paid again.',
      };
    }
    try {
      await grants.grant(
        order,
        {
          id: payment.id,
          orderId: payment.orderId,
          amountMinor: payment.amount,
          currency: payment.currency,
          status: 'captured',
          errorDescription: null,
        },
        'webhook',
      );
      return { status: 'processed', orderId: order.id };
    } catch (error) {
      // Paid by another payment, or a second purchase of an owned profiler (recorded for a refund).
      if (error instanceof AppError && error.code === 'CONFLICT') {
        return { status: 'failed', orderId: order.id, reason: error.message };
      }
      throw error;
    }
  }

  async function applyFailure(payload: WebhookPayload): Promise<Outcome> {
    const payment = payload.payment;
    const order = await findOrder(payment?.orderId ?? null);
    if (!payment?.id || !order)
      return { status: 'ignored', reason: 'No order of ours has this provider order id.' };
    if (order.status === 'paid' || order.status === 'refunded') {
      // Razorpay documents failed-then-captured as normal; the other way round changes nothing.
      return {
        status: 'ignored',
        orderId: order.id,
        reason: 'The order is already paid: a failure changes nothing.',
      };
    }
    const why = payment.errorDescription ?? payment.errorReason;
    const message = `The payment failed${why ? `: ${why}` : '.'}`;
    const news = await grants.noteFailure(
      order,
      'payment.failed',
      message,
      payment.id,
      { status: 'failed', via: 'webhook' },
      { failedAttempt: true },
    );
    return news
      ? { status: 'processed', orderId: order.id }
      : { status: 'ignored', orderId: order.id, reason: 'This failure was already recorded.' };
  }

  /** The refunds service's own transition (pending → processed | failed, once; a full refund ends access). */
  async function applyRefund(event: string, payload: WebhookPayload): Promise<Outcome> {
    const refund = payload.refund;
    if (!refund?.id) return { status: 'ignored', reason: 'The event names no refund.' };
    const receipt = refund.receipt && /^[0-9a-f]{32}$/i.test(refund.receipt) ? refund.receipt : null;
    const refundId = receipt
      ? `${receipt.slice(0, 8)}-${receipt.slice(8, 12)}-${receipt.slice(12, 16)}-${receipt.slice(16, 20)}-${receipt.slice(20)}`
      : undefined;
    const failed = event === 'refund.failed';
    const result = await db.transaction((tx) =>
      applyRefundOutcome(deps, tx, {
        providerRefundId: refund.id!,
        ...(refundId ? { refundId } : {}),
        status: failed ? 'failed' : 'processed',
        failureReason: failed ? 'The payment provider reported that the refund failed.' : null,
      }),
    );
    if (!result.refund) return { status: 'ignored', reason: 'No refund of ours has this id.' };
    return result.applied
      ? { status: 'processed', orderId: result.refund.orderId }
      : { status: 'ignored', orderId: result.refund.orderId, reason: 'The refund was already settled.' };
  }

  async function applyEvent(row: WebhookRow): Promise<Outcome> {
    const payload = row.payload as WebhookPayload;
    switch (row.event) {
      case 'payment.captured':
      case 'order.paid':
        return applyCapture(row.eventId, payload);
      case 'payment.failed':
        return applyFailure(payload);
      case 'refund.processed':
      case 'refund.failed':
        return applyRefund(row.event, payload);
      default:
        return { status: 'ignored', reason: `Event ${row.event} is not one we act on.` };
    }
  }

  /**
   * Applies one stored event (the job's work; tests call it directly). An event already
   * settled is left alone; an error is kept on the row and thrown for pg-boss to retry, and the
   * last retry's failure marks it failed (reconciliation still settles its order).
   */
  async function apply(eventId: string): Promise<WebhookRow['status'] | null> {
    const [row] = await db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    if (!row) return null;
    if (row.status !== 'received') return row.status;
    try {
      const outcome = await applyEvent(row);
      const at = now();
      await db
        .update(paymentWebhookEvents)
        .set({
          status: outcome.status,
          orderId: outcome.orderId ?? null,
          lastError: outcome.reason?.slice(0, 500) ?? null,
          attempts: sql`${paymentWebhookEvents.attempts} + 1`,
          processedAt: at,
          updatedAt: at,
        })
        .where(and(eq(paymentWebhookEvents.eventId, eventId), eq(paymentWebhookEvents.status, 'received')));
      return outcome.status;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const [updated] = await db
        .update(paymentWebhookEvents)
        .set({
          attempts: sql`${paymentWebhookEvents.attempts} + 1`,
          lastError: message.slice(0, 500),
          updatedAt: now(),
        })
        .where(eq(paymentWebhookEvents.eventId, eventId))
        .returning({ attempts: paymentWebhookEvents.attempts });
      if (updated && updated.attempts > queue.retryLimit) {
        await db
          .update(paymentWebhookEvents)
          .set({ status: 'failed', updatedAt: now() })
          .where(eq(paymentWebhookEvents.eventId, eventId));
      }
      logger.error({ err: error, eventId }, 'payment webhook event could not be applied');
      throw error;
    }
  }

  return {
    apply,

    /**
     * POST /payments/webhook: signature over the raw bytes with the webhook secret (400, nothing
     * stored, when missing, wrong or not configured), then the event stored once by its id and
     * its job queued in the same transaction. Answers whether it was a repeat.
     */
    async receive(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
      const secret = await deps.settings.getEffective('RAZORPAY_WEBHOOK_SECRET');
      if (!secret) throw new AppError('BAD_REQUEST', WEBHOOK_NOT_CONFIGURED_MESSAGE);
      if (!isWebhookSignatureValid(secret, rawBody, headers['x-razorpay-signature'])) {
        throw new AppError('BAD_REQUEST', WEBHOOK_SIGNATURE_MESSAGE);
      }
      const eventId = headers['x-razorpay-event-id'];
      if (typeof eventId !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(eventId)) {
        throw new AppError('BAD_REQUEST', WEBHOOK_EVENT_ID_MESSAGE);
      }
      let envelope: unknown;
      try {
        envelope = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError('BAD_REQUEST', WEBHOOK_BODY_MESSAGE);
      }
      const event = (envelope as Record<string, unknown> | null)?.event;
      if (
        typeof envelope !== 'object' ||
        envelope === null ||
        Array.isArray(envelope) ||
        typeof event !== 'string'
      ) {
        throw new AppError('BAD_REQUEST', WEBHOOK_BODY_MESSAGE);
      }
      const payload = pickWebhookPayload(envelope as Record<string, unknown>);
      const at = now();
      return db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(paymentWebhookEvents)
          .values({ eventId, event: text(event, 100) ?? '', payload, createdAt: at, updatedAt: at })
          .onConflictDoNothing({ target: paymentWebhookEvents.eventId })
          .returning({ eventId: paymentWebhookEvents.eventId });
        if (!stored) return { duplicate: true };
        await jobs.send(
          queue.name,
          { eventId },
          { retryLimit: queue.retryLimit, retryDelay: queue.retryDelay, retryBackoff: queue.retryBackoff },
          tx,
        );
        return { duplicate: false };
      });
    },

    async registerWorker(): Promise<void> {
      // Deliveries come in bursts and applying one is short and idempotent: 20 at a time.
      await jobs.work<{ eventId: string }>(
        queue.name,
        async ({ eventId }) => {
          await apply(eventId);
        },
        { batchSize: 20 },
      );
    },
  };
}
export type PaymentWebhooks = ReturnType<typeof createPaymentWebhooks>;
