import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { paymentEvents, paymentOrders } from '../../db/schema/index.ts';
import { deriveKey } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { QueueDefinition } from '../../platform/jobs.ts';
import {
  createPaymentProviderResolver,
  type PaymentProviderResolver,
  type ProviderPayment,
} from '../../platform/payments/payment-provider.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createPaymentGrants } from './payments.service.ts';

/**
 * Reconciliation (decision 012): a scheduled job settles orders left open with a provider order,
 * so a crash between the provider's capture and our grant, or a lost webhook, still ends in
 * exactly one grant — through the same grant as verify and the webhook. Orders that stay unpaid
 * far too long are closed, releasing their coupon hold.
 */

export const PAYMENT_RECONCILE_QUEUE: QueueDefinition = {
  name: 'payment-reconcile',
  retryLimit: 0,
  retryDelay: 0,
  retryBackoff: false,
};
/** At most this many orders per run, oldest first; the next run takes the rest. */
const BATCH = 200;
export const STALE_ORDER_MESSAGE = 'Closed: no payment was captured for this order in time.';

export type ReconcileResult = { checked: number; granted: number; closed: number; errors: number };
type OrderRow = typeof paymentOrders.$inferSelect;

export function createPaymentReconciliation(
  deps: ModuleDeps,
  options: { providers?: PaymentProviderResolver } = {},
) {
  const { db, now, logger, config } = deps;
  const grants = createPaymentGrants(deps);
  const providers =
    options.providers ??
    createPaymentProviderResolver({
      config,
      settings: deps.settings,
      testSecret: deriveKey(config.appSecret, 'payments-test-checkout'),
    });

  /**
   * The order's payments as its provider holds them. The test checkout keeps none of its own: a
   * payment it handed out (Pay) is on our timeline as test.payment_made, captured by definition
   * (it signs exactly the order's amount), so that is its record.
   */
  async function paymentsOf(order: OrderRow): Promise<ProviderPayment[]> {
    if (order.provider === 'test') {
      const made = await db
        .select({ paymentId: paymentEvents.providerPaymentId })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.orderId, order.id), eq(paymentEvents.kind, 'test.payment_made')))
        .orderBy(asc(paymentEvents.createdAt));
      return made.flatMap(({ paymentId }) =>
        paymentId
          ? [
              {
                id: paymentId,
                orderId: order.providerOrderId,
                amountMinor: order.amountMinor,
                currency: order.currency,
                status: 'captured' as const,
                errorDescription: null,
              },
            ]
          : [],
      );
    }
    if (order.provider !== 'razorpay') return [];
    const provider = await providers.byName('razorpay');
    if (!provider) throw new Error('Razorpay is not configured: its payments cannot be read');
    return provider.fetchOrderPayments(order.providerOrderId!);
  }

  async function settle(order: OrderRow, staleBefore: Date): Promise<'granted' | 'closed' | 'open'> {
    const payments = await paymentsOf(order);
    const captured = payments.find(
      (p) =>
        p.status === 'captured' &&
        p.orderId === order.providerOrderId &&
        p.amountMinor === order.amountMinor &&
        p.currency === order.currency,
    );
    if (captured) {
      await grants.grant(order, captured, 'reconcile');
      return 'granted';
    }
    if (payments.some((p) => p.status === 'captured')) {
      logger.warn({ orderId: order.id }, 'reconciliation: a captured payment does not match its order');
    }
    if (order.createdAt >= staleBefore) return 'open';
    const at = now();
    const [closed] = await db
      .update(paymentOrders)
      .set({ status: 'failed', lastError: STALE_ORDER_MESSAGE, couponHoldUntil: null, updatedAt: at })
      .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, ['created', 'attempted'])))
      .returning({ id: paymentOrders.id });
    if (!closed) return 'open';
    await grants.recordEvent(db, order.id, 'order.expired', {
      hours: config.PAYMENT_ORDER_STALE_HOURS,
      paymentsSeen: payments.length,
    });
    return 'closed';
  }

  /**
   * One pass: every order open for more than PAYMENT_RECONCILE_AFTER_MINUTES with a provider order
   * is read from its provider; a captured payment of exactly its amount and currency is granted
   * (once, whoever else races for it); one older than PAYMENT_ORDER_STALE_HOURS without such a
   * payment is closed as failed. An order whose provider cannot be read is left for the next run.
   */
  async function reconcile(): Promise<ReconcileResult> {
    const at = now().getTime();
    const settleBefore = new Date(at - config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
    const staleBefore = new Date(at - config.PAYMENT_ORDER_STALE_HOURS * 3_600_000);
    const rows = await db
      .select()
      .from(paymentOrders)
      .where(
        and(
          inArray(paymentOrders.status, ['created', 'attempted']),
          inArray(paymentOrders.provider, ['razorpay', 'test']),
          isNotNull(paymentOrders.providerOrderId),
          lt(paymentOrders.createdAt, settleBefore),
        ),
      )
      .orderBy(asc(paymentOrders.createdAt))
      .limit(BATCH);
    const result: ReconcileResult = { checked: rows.length, granted: 0, closed: 0, errors: 0 };
    for (const order of rows) {
      try {
        const outcome = await settle(order, staleBefore);
        if (outcome === 'granted') result.granted += 1;
        if (outcome === 'closed') result.closed += 1;
      } catch (error) {
        // A 409 is a second payment for an owned profiler (recorded for a refund) or an order paid
        // meanwhile by another payment; anything else (provider down) waits for the next run.
        if (!(error instanceof AppError && error.code === 'CONFLICT')) result.errors += 1;
        logger.warn({ err: error, orderId: order.id }, 'reconciliation could not settle an order');
      }
    }
    if (result.granted || result.closed || result.errors) logger.info(result, 'payments reconciled');
    return result;
  }

  return {
    reconcile,
    async registerWorker(): Promise<void> {
      await deps.jobs.work(PAYMENT_RECONCILE_QUEUE.name, async () => {
        await reconcile();
      });
      await deps.jobs.schedule(PAYMENT_RECONCILE_QUEUE.name, config.PAYMENT_RECONCILE_CRON, {});
    },
  };
}
export type PaymentReconciliation = ReturnType<typeof createPaymentReconciliation>;
