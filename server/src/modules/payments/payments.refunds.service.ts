import { randomBytes } from 'node:crypto';
import {
  formatPrice,
  fromMinorUnits,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  REFUND_ALREADY_FULL_MESSAGE,
  REFUND_IDEMPOTENCY_REUSED_MESSAGE,
  REFUND_NOTHING_PAID_MESSAGE,
  REFUND_ORDER_NOT_PAID_MESSAGE,
  type RefundBody,
  RefundIdempotencyKeySchema,
  type RefundResponse,
  toMinorUnits,
} from '@pathwise/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paymentEvents, paymentOrders, paymentRefunds } from '../../db/schema/index.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createPaymentProviderResolver,
  type PaymentProvider,
  type PaymentProviderResolver,
  type ProviderRefund,
} from '../../platform/payments/payment-provider.ts';
import { ProviderError } from '../../platform/provider-http.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { cancelReferralForRefund } from '../referrals/rewards/rewards.service.ts';
import { adminPaymentRow, toAdminRefund } from './payments.admin.service.ts';

/**
 * Refunds (issue 12 item 7; decision 012 "Refunds"). The refund row is made with the order row
 * locked, so the sum of refunds that are not failed never passes the order's amount whoever races;
 * then the provider is asked with the row's idempotency key (X-Refund-Idempotency), so asking again
 * — a retry, a double click, the same key sent twice — is the same refund, never a second one.
 * Status: pending → processed | failed from the provider's answer, or later from its refund.*
 * webhooks through `applyRefundOutcome`. A full refund (processed sum = amount) makes the order
 * 'refunded', which ends the access it gave.
 */

type OrderRow = typeof paymentOrders.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

export const REFUND_PENDING_MESSAGE =
  'The payment provider did not confirm the refund, so it is pending. Retry with the same idempotency key (it cannot refund twice) or wait for the provider to confirm it.';
export const REFUND_NOTHING_LEFT_MESSAGE =
  "All of this order's amount is already refunded or being refunded.";
export const REFUND_PROVIDER_ID_MISSING_MESSAGE =
  'This order has no provider payment to refund. Refund it from the provider dashboard.';

export type RefundOutcome = {
  /** The provider's refund id (rfnd_…). */
  providerRefundId: string;
  /** Our refund id, sent as the provider's `receipt`: matches a refund whose provider id we never got. */
  refundId?: string;
  status: 'pending' | 'processed' | 'failed';
  failureReason?: string | null;
};

export type AppliedRefundOutcome = {
  /** Whether this call changed the refund (false: unknown, or already in a final state). */
  applied: boolean;
  refund: RefundRow | null;
  /** True when this outcome made the order 'refunded'. */
  orderRefunded: boolean;
};

type RefundDeps = Pick<ModuleDeps, 'now' | 'notifications'>;

async function recordEvent(
  tx: DbOrTx,
  at: Date,
  orderId: string,
  kind: string,
  summary: Record<string, unknown>,
  providerPaymentId: string | null,
) {
  await tx
    .insert(paymentEvents)
    .values({ orderId, kind, summary, providerPaymentId, createdAt: at, updatedAt: at });
}

async function sumRefunds(tx: DbOrTx, orderId: string, statuses: RefundRow['status'][]): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountMinor}), 0)::bigint` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), inArray(paymentRefunds.status, statuses)));
  return Number(row?.total ?? 0);
}

/**
 * Applies the provider's answer to a refund (the refund call's own answer, or the refund.processed /
 * refund.failed webhook). Only a pending refund moves, so a repeated or late event changes nothing.
 * Locks the order first (the lock every refund takes), then: processed → the order becomes 'refunded'
 * when the processed sum reaches its amount, and the person and the admins are told, once.
 */
export async function applyRefundOutcome(
  deps: RefundDeps,
  tx: Tx,
  outcome: RefundOutcome,
): Promise<AppliedRefundOutcome> {
  const at = deps.now();
  const match = outcome.refundId
    ? sql`(${paymentRefunds.providerRefundId} = ${outcome.providerRefundId} or (${paymentRefunds.id} = ${outcome.refundId} and ${paymentRefunds.providerRefundId} is null))`
    : eq(paymentRefunds.providerRefundId, outcome.providerRefundId);
  const [found] = await tx.select({ orderId: paymentRefunds.orderId }).from(paymentRefunds).where(match);
  if (!found) return { applied: false, refund: null, orderRefunded: false };
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, found.orderId))
    .for('update');
  if (!order) return { applied: false, refund: null, orderRefunded: false };

  if (outcome.status === 'pending') {
    const [refund] = await tx
      .update(paymentRefunds)
      .set({ providerRefundId: outcome.providerRefundId, updatedAt: at })
      .where(and(match, eq(paymentRefunds.status, 'pending')))
      .returning();
    return { applied: false, refund: refund ?? null, orderRefunded: false };
  }

  const [refund] = await tx
    .update(paymentRefunds)
    .set({
      status: outcome.status,
      providerRefundId: outcome.providerRefundId,
      failureReason:
        outcome.status === 'failed' ? (outcome.failureReason ?? 'The provider failed the refund.') : null,
      processedAt: outcome.status === 'processed' ? at : null,
      updatedAt: at,
    })
    .where(and(match, eq(paymentRefunds.status, 'pending')))
    .returning();
  if (!refund) {
    const [current] = await tx.select().from(paymentRefunds).where(match);
    return { applied: false, refund: current ?? null, orderRefunded: false };
  }

  const amount = formatPrice(fromMinorUnits(refund.amountMinor, refund.currency), refund.currency);
  await recordEvent(
    tx,
    at,
    order.id,
    `refund.${outcome.status}`,
    {
      refundId: refund.id,
      providerRefundId: outcome.providerRefundId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      ...(outcome.status === 'failed' ? { reason: refund.failureReason?.slice(0, 500) } : {}),
    },
    order.providerPaymentId,
  );
  if (outcome.status === 'failed') return { applied: true, refund, orderRefunded: false };

  const processed = await sumRefunds(tx, order.id, ['processed']);
  let orderRefunded = false;
  if (processed >= order.amountMinor && order.status === 'paid') {
    await tx
      .update(paymentOrders)
      .set({ status: 'refunded', updatedAt: at })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'paid')));
    await recordEvent(
      tx,
      at,
      order.id,
      'order.refunded',
      { refundedMinor: processed, currency: order.currency },
      order.providerPaymentId,
    );
    orderRefunded = true;
    // A referral this purchase qualified earns nothing now, unless its reward was already issued.
    await cancelReferralForRefund(tx, order.id, at);
  }
  const data = { orderId: order.id, assessmentId: order.assessmentId, refundId: refund.id };
  await deps.notifications.notify(
    {
      userId: order.userId,
      type: 'payment_refunded_user',
      title: 'Refund processed',
      message: orderRefunded
        ? `We refunded ${amount} for "${order.assessmentTitle}". The purchase is fully refunded, so the profiler is no longer yours; your completed results stay.`
        : `We refunded ${amount} for "${order.assessmentTitle}". You keep access to the profiler.`,
      data,
    },
    tx,
  );
  await deps.notifications.notifyAdmins(
    {
      type: 'payment_refunded',
      title: 'Refund processed',
      message: `${amount} refunded for "${order.assessmentTitle}"${orderRefunded ? ' (fully refunded)' : ''}.`,
      data: { ...data, userId: order.userId },
    },
    tx,
  );
  return { applied: true, refund, orderRefunded };
}

export type RefundsServiceOptions = { providers?: PaymentProviderResolver };

export function createRefundsService(deps: ModuleDeps, options: RefundsServiceOptions = {}) {
  const { db, now, logger } = deps;
  const providers =
    options.providers ??
    createPaymentProviderResolver({
      config: deps.config,
      settings: deps.settings,
      testSecret: deriveKey(deps.config.appSecret, 'payments-test-checkout'),
    });

  /** The provider that took the order's money (the test provider refunds its own, even in production). */
  async function providerFor(order: OrderRow): Promise<PaymentProvider> {
    if (order.provider === 'test') return providers.test;
    const provider = order.provider === 'razorpay' ? await providers.byName('razorpay') : null;
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
    return provider;
  }

  function amountToRefund(order: OrderRow, amount: number | undefined, remaining: number): number {
    if (amount === undefined) return remaining;
    const minor = toMinorUnits(amount, order.currency);
    if (fromMinorUnits(minor, order.currency) !== amount) {
      throw new AppError('VALIDATION_FAILED', `The amount has more decimals than ${order.currency} allows.`);
    }
    if (minor > remaining) {
      const left = formatPrice(fromMinorUnits(remaining, order.currency), order.currency);
      throw new AppError(
        'UNPROCESSABLE',
        `The refund amount is more than what remains to refund on this order (${left}).`,
      );
    }
    if (minor < 1) throw new AppError('VALIDATION_FAILED', 'The refund amount must be more than zero.');
    return minor;
  }

  /** Creates the pending refund under the order's lock, or answers why it cannot be. */
  async function createPending(
    orderId: string,
    body: { amount?: number; reason: string },
    key: string,
    admin: { id: string; name: string },
  ): Promise<RefundRow> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, orderId))
        .for('update');
      if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
      if (order.provider === 'coupon' || order.amountMinor === 0) {
        throw new AppError('CONFLICT', REFUND_NOTHING_PAID_MESSAGE);
      }
      if (order.status === 'refunded') throw new AppError('CONFLICT', REFUND_ALREADY_FULL_MESSAGE);
      if (order.status !== 'paid') throw new AppError('CONFLICT', REFUND_ORDER_NOT_PAID_MESSAGE);
      if (!order.providerPaymentId) throw new AppError('CONFLICT', REFUND_PROVIDER_ID_MISSING_MESSAGE);
      const taken = await sumRefunds(tx, order.id, ['pending', 'processed']);
      const remaining = order.amountMinor - taken;
      if (remaining <= 0) throw new AppError('CONFLICT', REFUND_NOTHING_LEFT_MESSAGE);
      const amountMinor = amountToRefund(order, body.amount, remaining);
      const at = now();
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          orderId: order.id,
          amountMinor,
          currency: order.currency,
          reason: body.reason,
          status: 'pending',
          idempotencyKey: key,
          requestedBy: admin.id,
          requestedByName: admin.name,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await recordEvent(
        tx,
        at,
        order.id,
        'refund.requested',
        { refundId: refund!.id, amountMinor, currency: order.currency, by: admin.name },
        order.providerPaymentId,
      );
      return refund!;
    });
  }

  /** A 4xx about the request (other than auth, rate or in-flight) is a definite no: the refund failed. */
  function isDefiniteRefusal(error: unknown): error is ProviderError {
    return (
      error instanceof ProviderError &&
      error.kind === 'http' &&
      error.status !== undefined &&
      error.status >= 400 &&
      error.status < 500 &&
      error.status !== 409 &&
      error.status !== 429
    );
  }

  /** Asks the provider for a pending refund (again, with the same key) and applies its answer. */
  async function askProvider(refund: RefundRow): Promise<void> {
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, refund.orderId));
    if (!order?.providerPaymentId) throw new AppError('CONFLICT', REFUND_PROVIDER_ID_MISSING_MESSAGE);
    const provider = await providerFor(order);
    let answer: ProviderRefund;
    try {
      answer = await provider.refund({
        providerPaymentId: order.providerPaymentId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        idempotencyKey: refund.idempotencyKey,
        receipt: refund.id.replaceAll('-', '').slice(0, 40),
        notes: { reason: refund.reason.slice(0, 250), order_id: order.id, refund_id: refund.id },
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      logger.warn(
        { refundId: refund.id, orderId: order.id, error: text },
        'payment provider refund call failed',
      );
      if (isDefiniteRefusal(error)) {
        await db.transaction(async (tx) => {
          // Marked failed directly (no provider refund id exists for a refused request).
          const at = now();
          const [failed] = await tx
            .update(paymentRefunds)
            .set({ status: 'failed', failureReason: text.slice(0, 1000), updatedAt: at })
            .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
            .returning({ id: paymentRefunds.id });
          if (failed) {
            await recordEvent(
              tx,
              at,
              order.id,
              'refund.failed',
              { refundId: refund.id, amountMinor: refund.amountMinor, reason: text.slice(0, 500) },
              order.providerPaymentId,
            );
          }
        });
        throw new AppError('UNPROCESSABLE', `The payment provider refused the refund: ${text}`);
      }
      // Timeout, network, 5xx, 409 (in flight), 401, 429: the provider may or may not have it.
      // Pending keeps its amount reserved; the same key asked again cannot refund twice.
      await db
        .update(paymentRefunds)
        .set({ failureReason: `${text}`.slice(0, 1000), updatedAt: now() })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
      await recordEvent(
        db,
        now(),
        order.id,
        'refund.provider_error',
        { refundId: refund.id, message: text.slice(0, 500) },
        order.providerPaymentId,
      );
      throw new AppError('SERVICE_UNAVAILABLE', `${REFUND_PENDING_MESSAGE} (${text})`);
    }
    await db.transaction(async (tx) => {
      if (answer.status !== 'pending') {
        await applyRefundOutcome(deps, tx, {
          providerRefundId: answer.id,
          refundId: refund.id,
          status: answer.status,
          failureReason: answer.status === 'failed' ? 'The payment provider failed the refund.' : null,
        });
      } else {
        await tx
          .update(paymentRefunds)
          .set({ providerRefundId: answer.id, failureReason: null, updatedAt: now() })
          .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
      }
    });
  }

  async function response(refundId: string, replayed: boolean): Promise<RefundResponse> {
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    return { refund: toAdminRefund(row!), payment: await adminPaymentRow(db, row!.orderId), replayed };
  }

  async function byKey(key: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
    return row;
  }

  /** The same key again: the same refund (asked again while pending), or 409 when it was for another. */
  async function replay(
    existing: RefundRow,
    orderId: string,
    body: { amount?: number; reason: string },
  ): Promise<RefundResponse> {
    const sameOrder = existing.orderId === orderId;
    const sameAmount =
      body.amount === undefined || toMinorUnits(body.amount, existing.currency) === existing.amountMinor;
    if (!sameOrder || !sameAmount) throw new AppError('CONFLICT', REFUND_IDEMPOTENCY_REUSED_MESSAGE);
    if (existing.status === 'pending') await askProvider(existing);
    return response(existing.id, true);
  }

  return {
    /**
     * POST /payments/admin/refund/{id}. `key` is the X-Refund-Idempotency header (made when absent).
     */
    async refund(
      admin: { id: string; name: string },
      orderId: string,
      body: RefundBody,
      headerKey: string | undefined,
    ): Promise<RefundResponse> {
      let key: string;
      if (headerKey === undefined) {
        key = `rf_${randomBytes(16).toString('base64url')}`;
      } else {
        const parsed = RefundIdempotencyKeySchema.safeParse(headerKey);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]!.message);
        key = parsed.data;
      }
      const input = { amount: body.amount, reason: body.reason };

      const existing = await byKey(key);
      if (existing) return replay(existing, orderId, input);

      let refund: RefundRow;
      try {
        refund = await createPending(orderId, input, key, admin);
      } catch (error) {
        if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payment_refunds_idempotency_key')) {
          // The same key raced in: the other request made the refund; this one answers it.
          const raced = await byKey(key);
          if (raced) return replay(raced, orderId, input);
        }
        throw error;
      }
      await askProvider(refund);
      return response(refund.id, false);
    },

    /** For the webhook: the provider's refund.processed / refund.failed, in the caller's transaction. */
    applyRefundOutcome: (tx: Tx, outcome: RefundOutcome) => applyRefundOutcome(deps, tx, outcome),
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
