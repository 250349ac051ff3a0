import {
  COUPON_UNUSABLE_MESSAGES,
  couponUnusableReason,
  formatPrice,
  fromMinorUnits,
  INVALID_SIGNATURE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  type PaymentOrder,
  PROFILER_FREE_MESSAGE,
  PROFILER_OWNED_MESSAGE,
  PROVIDER_MINIMUM_MINOR,
  type ProfilerAccess,
  type TestCheckoutPayment,
} from '@pathwise/contract';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { assessments, coupons, couponUsages, paymentEvents, paymentOrders } from '../../db/schema/index.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../platform/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import {
  createPaymentProviderResolver,
  type PaymentProvider,
  type PaymentProviderResolver,
  type ProviderPayment,
  testProviderId,
} from '../../platform/payments/payment-provider.ts';
import { ProviderError } from '../../platform/provider-http.ts';
import { getAssessmentRow } from '../assessments/shared.ts';
import { isCouponVisibleTo } from '../coupons/coupons.personal.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { qualifyReferral } from '../referrals/rewards/rewards.service.ts';
import { couponUsesHeld, ownsProfiler } from './payments.access.ts';
import { belowMinimumMessage, maxPriceMinor, type OrderQuote, quoteOrder } from './payments.pricing.ts';

/**
 * Buying a paid profiler (decision 012): server-priced orders, one open order per person and
 * profiler, coupon holds, signature + provider check before the grant, and a grant that happens
 * exactly once whoever races for it. Every id-bearing call is scoped to the caller (404 otherwise).
 */

type OrderRow = typeof paymentOrders.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;
type ProfilerRow = typeof assessments.$inferSelect;

/** How long an open order keeps its coupon's use for the person who ordered. */
export const COUPON_HOLD_MINUTES = 30;
/** An order row whose provider order is still being created (a concurrent click) is left alone this long. */
const PREPARING_MS = 30_000;

const OPEN_STATUSES = ['created', 'attempted'] as const;
const isOpen = (status: string) => status === 'created' || status === 'attempted';

export const ORDER_PREPARING_MESSAGE = 'Your order is being prepared. Please try again in a moment.';
export const ORDER_ALREADY_PAID_MESSAGE = 'This order is already paid.';
export const ORDER_CLOSED_MESSAGE = 'This order was closed. Start the purchase again from the profiler page.';
export const PAYMENT_MISMATCH_MESSAGE =
  'The payment does not match this order, so it was not accepted. If money was taken, contact support with your order id.';
export const PAYMENT_NOT_CAPTURED_MESSAGE =
  'The payment is not complete yet. Access is granted as soon as the provider confirms it.';
export const PRICE_TOO_HIGH_MESSAGE = "This profiler's price is above the highest price we accept.";
export const COUPON_UNKNOWN_MESSAGE = 'This coupon code is not valid';
export const COUPON_CURRENCY_MESSAGE = "This coupon cannot be used with this profiler's currency";
export const TEST_DECLINE_MESSAGE = 'The payment was declined in the test checkout.';

function toCouponInput(row: CouponRow) {
  return {
    isActive: row.isActive,
    status: row.status,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    applicableAssessments: row.applicableAssessmentIds,
  };
}

export type GrantVia = 'verify' | 'webhook' | 'reconcile';

/** Statuses a captured payment may move to paid: open, or closed unpaid (a late payment). */
const GRANTABLE_STATUSES = ['created', 'attempted', 'failed'] as const;

export type PaymentGrantDeps = Pick<ModuleDeps, 'db' | 'now' | 'notifications' | 'logger' | 'jobs'>;

/**
 * What every path that settles a payment shares (verify, the webhook job, reconciliation): the
 * order timeline, the one grant, and failures with their notices.
 */
export function createPaymentGrants(deps: PaymentGrantDeps) {
  const { db, now, notifications, logger } = deps;

  async function recordEvent(
    executor: DbOrTx,
    orderId: string,
    kind: string,
    summary: Record<string, unknown> | null = null,
    providerPaymentId: string | null = null,
  ): Promise<void> {
    const at = now();
    await executor
      .insert(paymentEvents)
      .values({ orderId, kind, summary, providerPaymentId, createdAt: at, updatedAt: at });
  }

  /**
   * Counts one use of the order's coupon: a conditional increment, so used_count never passes
   * usage_limit however many grants race. When the limit was reached anyway (a hold that expired
   * before a late capture), the person keeps what they paid for and the overrun is recorded.
   */
  async function redeemCoupon(tx: Tx, order: OrderRow): Promise<void> {
    if (!order.couponId) return;
    const at = now();
    const [counted] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: at })
      .where(
        and(
          eq(coupons.id, order.couponId),
          or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`),
        ),
      )
      .returning({ id: coupons.id });
    if (!counted) {
      logger.warn(
        { orderId: order.id, couponId: order.couponId },
        'coupon limit reached before a paid order',
      );
      await recordEvent(tx, order.id, 'coupon.over_limit', { couponCode: order.couponCode });
      return;
    }
    const [usage] = await tx
      .insert(couponUsages)
      .values({
        couponId: order.couponId,
        userId: order.userId,
        assessmentId: order.assessmentId,
        discountMinor: order.discountMinor,
        currency: order.currency,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: couponUsages.id });
    await tx.update(paymentOrders).set({ couponUsageId: usage!.id }).where(eq(paymentOrders.id, order.id));
    await recordEvent(tx, order.id, 'coupon.redeemed', { couponCode: order.couponCode });
  }

  /** Everything a grant brings, in the grant's transaction: coupon use, other open orders closed, notices. */
  async function afterGrant(tx: Tx, order: OrderRow): Promise<void> {
    await redeemCoupon(tx, order);
    if (order.assessmentId) {
      await tx
        .update(paymentOrders)
        .set({
          status: 'failed',
          lastError: 'Closed: the profiler was bought with another order.',
          couponHoldUntil: null,
          updatedAt: now(),
        })
        .where(
          and(
            eq(paymentOrders.userId, order.userId),
            eq(paymentOrders.assessmentId, order.assessmentId),
            inArray(paymentOrders.status, [...OPEN_STATUSES]),
            ne(paymentOrders.id, order.id),
          ),
        );
    }
    const price = formatPrice(fromMinorUnits(order.amountMinor, order.currency), order.currency);
    const data = { orderId: order.id, assessmentId: order.assessmentId };
    await notifications.notify(
      {
        userId: order.userId,
        type: 'payment_successful',
        title: 'Payment successful',
        message:
          order.amountMinor === 0
            ? `"${order.assessmentTitle}" is yours with coupon ${order.couponCode}. Start it from your dashboard.`
            : `We received your payment of ${price} for "${order.assessmentTitle}". Start it from your dashboard.`,
        data,
      },
      tx,
    );
    await notifications.notifyAdmins(
      {
        type: 'payment_received',
        title: 'Payment received',
        message:
          order.amountMinor === 0
            ? `"${order.assessmentTitle}" was granted with a 100% coupon (${order.couponCode}).`
            : `${price} received for "${order.assessmentTitle}".`,
        data: { ...data, userId: order.userId },
      },
      tx,
    );
  }

  function ownedConflict(error: unknown): boolean {
    return isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payment_orders_paid_key');
  }

  /**
   * THE grant (decision 012): verify, the webhook job and reconciliation all call this. The one
   * conditional transition to paid wins once; its transaction counts the coupon's use, closes the
   * person's other open orders of the profiler and notifies. A repeat with the same payment answers
   * the paid order; another payment of a paid order, or of an owned profiler, is a 409 (recorded).
   * A refunded order is never paid again.
   */
  async function grant(order: OrderRow, payment: ProviderPayment, via: GrantVia): Promise<OrderRow> {
    const at = now();
    try {
      const granted = await db.transaction(async (tx) => {
        // Locks in one order everywhere (coupon, then orders), so a grant never deadlocks with a
        // new order of the same person holding the same coupon.
        if (order.couponId) {
          await tx
            .select({ id: coupons.id })
            .from(coupons)
            .where(eq(coupons.id, order.couponId))
            .for('update');
        }
        // The one conditional transition: whoever's UPDATE matches first grants; the rest see paid.
        const [row] = await tx
          .update(paymentOrders)
          .set({
            status: 'paid',
            providerPaymentId: payment.id,
            paidAt: at,
            lastError: null,
            couponHoldUntil: null,
            updatedAt: at,
          })
          .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, [...GRANTABLE_STATUSES])))
          .returning();
        if (!row) return null;
        await recordEvent(
          tx,
          row.id,
          'payment.captured',
          { amountMinor: payment.amountMinor, currency: payment.currency, via },
          payment.id,
        );
        await afterGrant(tx, row);
        // Captured money only (not afterGrant: a 100% coupon grant never qualifies a referral).
        await qualifyReferral(tx, row, deps);
        return row;
      });
      if (granted) return granted;
    } catch (error) {
      if (ownedConflict(error)) {
        await recordEvent(
          db,
          order.id,
          'payment.duplicate',
          { reason: 'profiler already owned' },
          payment.id,
        );
        throw new AppError('CONFLICT', `${PROFILER_OWNED_MESSAGE} This second payment will be refunded.`);
      }
      throw error;
    }
    const [current] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    if (current?.status === 'paid' && current.providerPaymentId === payment.id) return current;
    throw new AppError('CONFLICT', ORDER_ALREADY_PAID_MESSAGE);
  }

  /**
   * A failed check on an open order: kept open for another try, with why. `failedAttempt` marks a
   * payment that really failed (declined, the provider's payment.failed): that is told to the
   * person (payment_failed_user) and the admins (payment_failed) once per failed payment — a
   * repeated verify or webhook of the same payment id changes nothing. The order row is locked, so
   * racing reports of one failure count once. A paid or refunded order is never touched.
   * Answers whether this was news (false: a repeat, or the order is no longer open).
   */
  async function noteFailure(
    order: OrderRow,
    kind: string,
    message: string,
    paymentId: string | null,
    summary: Record<string, unknown> = {},
    options: { failedAttempt?: boolean } = {},
  ): Promise<boolean> {
    const text = message.slice(0, 500);
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, order.id))
        .for('update');
      if (!current || current.status === 'paid' || current.status === 'refunded') return false;
      if (paymentId) {
        const [seen] = await tx
          .select({ id: paymentEvents.id })
          .from(paymentEvents)
          .where(
            and(
              eq(paymentEvents.orderId, order.id),
              eq(paymentEvents.kind, kind),
              eq(paymentEvents.providerPaymentId, paymentId),
            ),
          )
          .limit(1);
        if (seen) return false;
      }
      await tx
        .update(paymentOrders)
        .set({ status: 'attempted', lastError: text, updatedAt: now() })
        .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, [...OPEN_STATUSES])));
      await recordEvent(tx, order.id, kind, { message: text, ...summary }, paymentId);
      if (options.failedAttempt && isOpen(current.status)) await notifyFailure(tx, current, text);
      return true;
    });
  }

  async function notifyFailure(tx: Tx, order: OrderRow, reason: string): Promise<void> {
    const price = formatPrice(fromMinorUnits(order.amountMinor, order.currency), order.currency);
    const data = { orderId: order.id, assessmentId: order.assessmentId };
    await notifications.notify(
      {
        userId: order.userId,
        type: 'payment_failed_user',
        title: 'Payment failed',
        message: `Your payment of ${price} for "${order.assessmentTitle}" did not go through (${reason}). Nothing was granted; you can try again from the profiler page.`,
        data,
      },
      tx,
    );
    await notifications.notifyAdmins(
      {
        type: 'payment_failed',
        title: 'Payment failed',
        message: `A payment of ${price} for "${order.assessmentTitle}" failed: ${reason}`,
        data: { ...data, userId: order.userId },
      },
      tx,
    );
  }
  return { recordEvent, afterGrant, grant, noteFailure, ownedConflict };
}
export type PaymentGrants = ReturnType<typeof createPaymentGrants>;

export type PaymentsServiceOptions = {
  /** Overrides the provider choice (tests: a short Razorpay timeout). */
  providers?: PaymentProviderResolver;
};

export function createPaymentsService(deps: ModuleDeps, options: PaymentsServiceOptions = {}) {
  const { db, now, logger } = deps;
  const { recordEvent, afterGrant, grant, noteFailure, ownedConflict } = createPaymentGrants(deps);
  const providers =
    options.providers ??
    createPaymentProviderResolver({
      config: deps.config,
      settings: deps.settings,
      testSecret: deriveKey(deps.config.appSecret, 'payments-test-checkout'),
    });

  async function toOrder(row: OrderRow): Promise<PaymentOrder> {
    const keyId =
      row.provider === 'razorpay' ? await deps.settings.getEffective('RAZORPAY_KEY_ID') : undefined;
    return {
      orderId: row.id,
      assessmentId: row.assessmentId,
      assessmentTitle: row.assessmentTitle,
      provider: row.provider,
      providerOrderId: row.providerOrderId,
      amount: fromMinorUnits(row.amountMinor, row.currency),
      amountMinor: row.amountMinor,
      currency: row.currency,
      listPrice: fromMinorUnits(row.listPriceMinor, row.currency),
      discount: fromMinorUnits(row.discountMinor, row.currency),
      couponCode: row.couponCode,
      status: row.status,
      ...(keyId ? { keyId } : {}),
      lastError: row.lastError,
      paidAt: row.paidAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The caller's order, or 404 — the same 404 for someone else's as for none. */
  async function ownOrder(executor: DbOrTx, userId: string, orderId: string): Promise<OrderRow> {
    const [row] = await executor
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
    return row;
  }

  async function findOpenOrder(executor: DbOrTx, userId: string, assessmentId: string, lock = false) {
    const query = executor
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, userId),
          eq(paymentOrders.assessmentId, assessmentId),
          inArray(paymentOrders.status, [...OPEN_STATUSES]),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** A paid, active profiler this person does not own yet, within the price bound; else 404/409/422. */
  async function purchasableProfiler(userId: string, assessmentId: string): Promise<ProfilerRow> {
    const profiler = await getAssessmentRow(db, assessmentId);
    if (!profiler.isActive) throw new AppError('NOT_FOUND', 'Profiler not found');
    if (profiler.isFree || profiler.priceMinor === null)
      throw new AppError('CONFLICT', PROFILER_FREE_MESSAGE);
    if (await ownsProfiler(db, userId, assessmentId)) throw new AppError('CONFLICT', PROFILER_OWNED_MESSAGE);
    // The profiler form bounds the price; a row written another way is refused here too.
    if (profiler.priceMinor > maxPriceMinor(profiler.currency) || profiler.priceMinor < 0) {
      throw new AppError('UNPROCESSABLE', PRICE_TOO_HIGH_MESSAGE);
    }
    return profiler;
  }

  /**
   * The coupon for this order: the code the person typed (unknown or unusable → 422 naming why),
   * else the profiler's own sale coupon when usable (silently none otherwise, as the catalogue
   * shows no sale then).
   */
  async function chooseCoupon(
    code: string | undefined,
    profiler: ProfilerRow,
    userId: string,
  ): Promise<{ coupon: CouponRow; explicit: boolean } | null> {
    const at = now();
    if (code) {
      const [row] = await db
        .select()
        .from(coupons)
        .where(sql`upper(${coupons.code}) = ${code.toUpperCase()}`);
      // Someone else's personal coupon is an unknown code (decision 019).
      if (!row || !isCouponVisibleTo(row, userId))
        throw new AppError('UNPROCESSABLE', COUPON_UNKNOWN_MESSAGE);
      const reason = couponUnusableReason(toCouponInput(row), profiler.id, at);
      if (reason) throw new AppError('UNPROCESSABLE', COUPON_UNUSABLE_MESSAGES[reason]);
      return { coupon: row, explicit: true };
    }
    if (!profiler.selectedCouponId) return null;
    const [row] = await db.select().from(coupons).where(eq(coupons.id, profiler.selectedCouponId));
    if (!row || !isCouponVisibleTo(row, userId) || couponUnusableReason(toCouponInput(row), profiler.id, at))
      return null;
    return { coupon: row, explicit: false };
  }

  /**
   * Locks the coupon and says whether one more use fits its limit, counting the uses held by other
   * people's open orders (not this person's order of this profiler, which is being replaced).
   */
  async function hasFreeUse(tx: Tx, couponId: string, userId: string, assessmentId: string) {
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
    if (!row) return { ok: false as const, reason: COUPON_UNKNOWN_MESSAGE };
    const reason = couponUnusableReason(toCouponInput(row), assessmentId, now());
    if (reason) return { ok: false as const, reason: COUPON_UNUSABLE_MESSAGES[reason] };
    if (row.usageLimit === null) return { ok: true as const };
    const held = await couponUsesHeld(tx, couponId, now(), { userId, assessmentId });
    const taken = row.usedCount + held;
    return taken < row.usageLimit
      ? { ok: true as const }
      : { ok: false as const, reason: COUPON_UNUSABLE_MESSAGES.exhausted };
  }

  /** A 100% discount: the order is paid at once, with no provider involved. */
  async function grantWithCoupon(
    userId: string,
    profiler: ProfilerRow,
    quote: OrderQuote,
    coupon: CouponRow,
  ): Promise<OrderRow> {
    try {
      return await db.transaction(async (tx) => {
        const use = await hasFreeUse(tx, coupon.id, userId, profiler.id);
        if (!use.ok) throw new AppError('UNPROCESSABLE', use.reason);
        const open = await findOpenOrder(tx, userId, profiler.id);
        const at = now();
        const [row] = await tx
          .insert(paymentOrders)
          .values({
            userId,
            assessmentId: profiler.id,
            assessmentTitle: profiler.title,
            provider: 'coupon',
            ...quote,
            couponId: coupon.id,
            couponCode: coupon.code,
            status: 'paid',
            paidAt: at,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await recordEvent(tx, row!.id, 'order.granted_with_coupon', {
          couponCode: coupon.code,
          discountMinor: quote.discountMinor,
          replacedOrderId: open?.id ?? null,
        });
        await afterGrant(tx, row!);
        return row!;
      });
    } catch (error) {
      if (ownedConflict(error)) throw new AppError('CONFLICT', PROFILER_OWNED_MESSAGE);
      throw error;
    }
  }

  /**
   * Stores a new open order (replacing the person's previous open one) holding its coupon's use.
   * Returns null when the coupon has no use left for an order that did not name it.
   */
  async function insertOpenOrder(
    userId: string,
    profiler: ProfilerRow,
    quote: OrderQuote,
    chosen: { coupon: CouponRow; explicit: boolean } | null,
    provider: PaymentProvider,
    seenOpenId: string | null,
  ): Promise<OrderRow | null> {
    try {
      return await db.transaction(async (tx) => {
        if (chosen) {
          const use = await hasFreeUse(tx, chosen.coupon.id, userId, profiler.id);
          if (!use.ok) {
            if (chosen.explicit) throw new AppError('UNPROCESSABLE', use.reason);
            return null;
          }
        }
        const at = now();
        // Locked, and it must still be the one this request decided to replace: a concurrent
        // order of the same person got there first otherwise (one open order, never two).
        const previous = await findOpenOrder(tx, userId, profiler.id, true);
        if ((previous?.id ?? null) !== seenOpenId) throw new AppError('CONFLICT', ORDER_PREPARING_MESSAGE);
        if (previous) {
          await tx
            .update(paymentOrders)
            .set({
              status: 'failed',
              lastError: 'Replaced by a new order (the price or coupon changed).',
              couponHoldUntil: null,
              updatedAt: at,
            })
            .where(and(eq(paymentOrders.id, previous.id), inArray(paymentOrders.status, [...OPEN_STATUSES])));
          await recordEvent(tx, previous.id, 'order.replaced');
        }
        const [row] = await tx
          .insert(paymentOrders)
          .values({
            userId,
            assessmentId: profiler.id,
            assessmentTitle: profiler.title,
            provider: provider.name,
            ...quote,
            couponId: chosen?.coupon.id ?? null,
            couponCode: chosen?.coupon.code ?? null,
            couponHoldUntil: chosen ? new Date(at.getTime() + COUPON_HOLD_MINUTES * 60_000) : null,
            status: 'created',
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await recordEvent(tx, row!.id, 'order.created', {
          amountMinor: quote.amountMinor,
          currency: quote.currency,
          couponCode: chosen?.coupon.code ?? null,
        });
        return row!;
      });
    } catch (error) {
      if (isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'payment_orders_open_key')) {
        throw new AppError('CONFLICT', ORDER_PREPARING_MESSAGE);
      }
      throw error;
    }
  }

  /** Asks the provider for its order; a failure closes ours (releasing the coupon) and is explained. */
  async function attachProviderOrder(row: OrderRow, provider: PaymentProvider): Promise<OrderRow> {
    try {
      const { providerOrderId } = await provider.createOrder({
        amountMinor: row.amountMinor,
        currency: row.currency,
        receipt: row.id,
        notes: { order_id: row.id, user_id: row.userId, assessment_id: row.assessmentId ?? '' },
      });
      const [updated] = await db
        .update(paymentOrders)
        .set({ providerOrderId, updatedAt: now() })
        .where(eq(paymentOrders.id, row.id))
        .returning();
      await recordEvent(db, row.id, 'provider.order_created', { providerOrderId });
      return updated!;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(paymentOrders)
        .set({ status: 'failed', lastError: message.slice(0, 500), couponHoldUntil: null, updatedAt: now() })
        .where(eq(paymentOrders.id, row.id));
      await recordEvent(db, row.id, 'provider.error', {
        step: 'create_order',
        message: message.slice(0, 500),
      });
      throw providerFailure(error, 'could not create the order');
    }
  }

  /** A provider's 4xx about the request is the person's problem to read (422); the rest is 503. */
  function providerFailure(error: unknown, what: string): AppError {
    if (error instanceof ProviderError) {
      logger.warn(
        { provider: error.provider, kind: error.kind, status: error.status },
        `payment provider ${what}`,
      );
      const clientError =
        error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
      if (clientError && error.status !== 401 && error.status !== 429) {
        return new AppError('UNPROCESSABLE', `The payment provider refused: ${error.message}`);
      }
      return new AppError(
        'SERVICE_UNAVAILABLE',
        `The payment provider is not answering (${error.message}). Nothing was charged by us; please try again in a few minutes.`,
      );
    }
    return error instanceof AppError
      ? error
      : new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
  }

  async function activeProvider(): Promise<PaymentProvider> {
    const provider = await providers.active();
    if (!provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
    return provider;
  }

  /** Whether an open order can be handed out again for this quote (same money, same coupon, hold alive). */
  async function reusable(open: OrderRow, quote: OrderQuote, couponId: string | null, provider: string) {
    if (open.provider !== provider || !open.providerOrderId) return false;
    if (open.amountMinor !== quote.amountMinor || open.currency !== quote.currency) return false;
    if (open.listPriceMinor !== quote.listPriceMinor || open.couponId !== couponId) return false;
    if (!couponId) return true;
    if (open.couponHoldUntil && open.couponHoldUntil > now()) return true;
    // The hold lapsed: take it again if the coupon still has a use for this person.
    return db.transaction(async (tx) => {
      const use = await hasFreeUse(tx, couponId, open.userId, open.assessmentId ?? '');
      if (!use.ok) return false;
      const [extended] = await tx
        .update(paymentOrders)
        .set({ couponHoldUntil: new Date(now().getTime() + COUPON_HOLD_MINUTES * 60_000), updatedAt: now() })
        .where(and(eq(paymentOrders.id, open.id), inArray(paymentOrders.status, [...OPEN_STATUSES])))
        .returning({ id: paymentOrders.id });
      return extended !== undefined;
    });
  }

  async function testCheckoutOrder(userId: string, orderId: string): Promise<OrderRow> {
    if (!providers.isTestCheckoutEnabled()) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
    const order = await ownOrder(db, userId, orderId);
    if (order.provider !== 'test' || !order.providerOrderId)
      throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
    if (order.status === 'paid') throw new AppError('CONFLICT', ORDER_ALREADY_PAID_MESSAGE);
    if (order.status === 'failed') throw new AppError('CONFLICT', ORDER_CLOSED_MESSAGE);
    return order;
  }

  return {
    /**
     * POST /payments/orders — the person's open order for this profiler at today's price: reused
     * when nothing changed, replaced when the price or coupon did, paid at once for a 100% coupon.
     */
    async createOrder(
      userId: string,
      body: { assessmentId: string; couponCode?: string },
    ): Promise<PaymentOrder> {
      const profiler = await purchasableProfiler(userId, body.assessmentId);
      let chosen = await chooseCoupon(body.couponCode, profiler, userId);
      for (;;) {
        const quote = quoteOrder(profiler.priceMinor!, profiler.currency, chosen?.coupon ?? null);
        if (!quote) {
          if (chosen?.explicit) throw new AppError('UNPROCESSABLE', COUPON_CURRENCY_MESSAGE);
          chosen = null;
          continue;
        }
        if (quote.amountMinor === 0 && chosen) {
          return toOrder(await grantWithCoupon(userId, profiler, quote, chosen.coupon));
        }
        if (quote.amountMinor < PROVIDER_MINIMUM_MINOR) {
          throw new AppError('UNPROCESSABLE', belowMinimumMessage(quote.currency));
        }
        const provider = await activeProvider();
        const open = await findOpenOrder(db, userId, profiler.id);
        if (open && (await reusable(open, quote, chosen?.coupon.id ?? null, provider.name))) {
          return toOrder(open);
        }
        if (open && !open.providerOrderId && now().getTime() - open.createdAt.getTime() < PREPARING_MS) {
          throw new AppError('CONFLICT', ORDER_PREPARING_MESSAGE);
        }
        const row = await insertOpenOrder(userId, profiler, quote, chosen, provider, open?.id ?? null);
        if (!row) {
          chosen = null; // the sale coupon ran out: full price
          continue;
        }
        return toOrder(await attachProviderOrder(row, provider));
      }
    },

    /** GET /payments/orders/:orderId — the caller's own order. */
    async getOrder(userId: string, orderId: string): Promise<PaymentOrder> {
      return toOrder(await ownOrder(db, userId, orderId));
    },

    /**
     * POST /payments/verify — the signature over the order id stored for this person, then the
     * payment as the provider holds it (captured, this order, this amount and currency), then the
     * grant. Repeating a verified payment answers the paid order again.
     */
    async verify(
      userId: string,
      body: { orderId: string; providerPaymentId: string; signature: string },
    ): Promise<PaymentOrder> {
      const order = await ownOrder(db, userId, body.orderId);
      if (order.provider === 'coupon' || !order.providerOrderId) {
        const message =
          order.status === 'paid'
            ? ORDER_ALREADY_PAID_MESSAGE
            : order.status === 'failed'
              ? ORDER_CLOSED_MESSAGE
              : ORDER_PREPARING_MESSAGE;
        throw new AppError('CONFLICT', message);
      }
      const provider = await providers.byName(order.provider);
      if (!provider) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_UNAVAILABLE_MESSAGE);
      const signed = provider.isSignatureValid(order.providerOrderId, body.providerPaymentId, body.signature);
      if (order.status === 'paid') {
        if (signed && order.providerPaymentId === body.providerPaymentId) return toOrder(order);
        throw new AppError('CONFLICT', ORDER_ALREADY_PAID_MESSAGE);
      }
      if (!signed) {
        await recordEvent(db, order.id, 'verify.rejected', { reason: 'signature' }, body.providerPaymentId);
        throw new AppError('BAD_REQUEST', INVALID_SIGNATURE_MESSAGE);
      }
      let payment: ProviderPayment;
      try {
        payment = await provider.fetchPayment(body.providerPaymentId, {
          providerOrderId: order.providerOrderId,
          amountMinor: order.amountMinor,
          currency: order.currency,
        });
      } catch (error) {
        await recordEvent(
          db,
          order.id,
          'provider.error',
          {
            step: 'fetch_payment',
            message: error instanceof Error ? error.message.slice(0, 500) : 'unknown',
          },
          body.providerPaymentId,
        );
        throw providerFailure(error, 'could not confirm the payment');
      }
      const matches =
        payment.id === body.providerPaymentId &&
        payment.orderId === order.providerOrderId &&
        payment.amountMinor === order.amountMinor &&
        payment.currency === order.currency;
      if (!matches) {
        // Signed by the provider yet not this order's money: worth an operator's look.
        logger.warn(
          {
            orderId: order.id,
            paymentId: payment.id,
            amount: payment.amountMinor,
            currency: payment.currency,
          },
          'payment does not match its order',
        );
        await noteFailure(order, 'verify.mismatch', PAYMENT_MISMATCH_MESSAGE, payment.id, {
          paymentOrderId: payment.orderId,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
        });
        throw new AppError('UNPROCESSABLE', PAYMENT_MISMATCH_MESSAGE);
      }
      if (payment.status === 'captured') return toOrder(await grant(order, payment, 'verify'));
      if (payment.status === 'failed') {
        const message = `The payment failed${payment.errorDescription ? `: ${payment.errorDescription}` : '.'}`;
        await noteFailure(
          order,
          'payment.failed',
          message,
          payment.id,
          { status: payment.status },
          { failedAttempt: true },
        );
        throw new AppError('UNPROCESSABLE', message);
      }
      await noteFailure(order, 'verify.not_captured', PAYMENT_NOT_CAPTURED_MESSAGE, payment.id, {
        status: payment.status,
      });
      throw new AppError('CONFLICT', PAYMENT_NOT_CAPTURED_MESSAGE);
    },

    /** POST /payments/test-checkout/:orderId/pay — a payment signed exactly as Razorpay signs one. */
    async testPay(userId: string, orderId: string): Promise<TestCheckoutPayment> {
      const order = await testCheckoutOrder(userId, orderId);
      const providerPaymentId = testProviderId('pay');
      const signature = providers.test.sign(order.providerOrderId!, providerPaymentId);
      await db
        .update(paymentOrders)
        .set({ status: 'attempted', lastError: null, updatedAt: now() })
        .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, [...OPEN_STATUSES])));
      await recordEvent(
        db,
        order.id,
        'test.payment_made',
        { amountMinor: order.amountMinor },
        providerPaymentId,
      );
      return { providerOrderId: order.providerOrderId!, providerPaymentId, signature };
    },

    /** POST /payments/test-checkout/:orderId/decline — a failed attempt; the order stays open for a retry. */
    async testDecline(userId: string, orderId: string): Promise<PaymentOrder> {
      const order = await testCheckoutOrder(userId, orderId);
      await noteFailure(
        order,
        'payment.failed',
        TEST_DECLINE_MESSAGE,
        null,
        { via: 'test-checkout' },
        { failedAttempt: true },
      );
      return toOrder(await ownOrder(db, userId, orderId));
    },

    /** GET /payments/check/:assessmentId — free, owned, pending or not owned. */
    async access(userId: string, assessmentId: string): Promise<ProfilerAccess> {
      const [result] = await accessMany(userId, [assessmentId]);
      if (!result) throw new AppError('NOT_FOUND', 'Profiler not found');
      return result;
    },

    accessMany,

    /** Whether the person may take this paid profiler (taking asks before start). */
    owns: (userId: string, assessmentId: string) => ownsProfiler(db, userId, assessmentId),
    isTestCheckoutEnabled: () => providers.isTestCheckoutEnabled(),
  };

  /** POST /payments/check-multiple — one answer per active profiler asked about, in the order asked. */
  async function accessMany(userId: string, assessmentIds: string[]): Promise<ProfilerAccess[]> {
    const ids = [...new Set(assessmentIds)];
    const [profilers, orders] = await Promise.all([
      db
        .select({ id: assessments.id, isFree: assessments.isFree })
        .from(assessments)
        .where(and(inArray(assessments.id, ids), eq(assessments.isActive, true))),
      db
        .select({
          id: paymentOrders.id,
          assessmentId: paymentOrders.assessmentId,
          status: paymentOrders.status,
          lastError: paymentOrders.lastError,
        })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userId, userId),
            inArray(paymentOrders.assessmentId, ids),
            inArray(paymentOrders.status, ['paid', ...OPEN_STATUSES]),
          ),
        ),
    ]);
    const byId = new Map(profilers.map((p) => [p.id, p]));
    return ids.flatMap((id): ProfilerAccess[] => {
      const profiler = byId.get(id);
      if (!profiler) return [];
      const paid = orders.find((o) => o.assessmentId === id && o.status === 'paid');
      if (paid) return [{ assessmentId: id, status: 'owned', hasAccess: true, orderId: paid.id }];
      if (profiler.isFree) return [{ assessmentId: id, status: 'free', hasAccess: true, orderId: null }];
      const open = orders.find((o) => o.assessmentId === id && isOpen(o.status));
      const pending = open?.status === 'attempted' && open.lastError === null;
      return [
        {
          assessmentId: id,
          status: pending ? 'pending' : 'not_owned',
          hasAccess: false,
          orderId: open?.id ?? null,
        },
      ];
    });
  }
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
