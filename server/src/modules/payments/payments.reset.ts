import { and, count, eq, inArray, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, paymentOrders } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql-fragments.ts';

/**
 * An admin's "reset payments" (users/admin, issue 14): the person's checkout records that never
 * moved money and never can, with their timelines. Everything that is money stays: paid and refunded
 * orders, refunds, coupon uses, webhook deliveries (a removed order's deliveries stay, without the
 * order link), and any order a payment could still settle — a Razorpay order still open (a checkout
 * may be paying it right now; reconciliation closes it later) and any order on which the provider
 * saw a payment (a failed payment can still be captured: the capture must find its order).
 */
export const UNPAID_ORDER_STATUSES = ['created', 'attempted', 'failed'] as const;

function removableOrders(userId: string): SQL {
  const paymentSeen = sql`exists (select 1 from ${paymentEvents} where ${qualified(paymentEvents.orderId)} = ${qualified(paymentOrders.id)} and ${qualified(paymentEvents.providerPaymentId)} is not null)`;
  return and(
    eq(paymentOrders.userId, userId),
    inArray(paymentOrders.status, [...UNPAID_ORDER_STATUSES]),
    isNull(paymentOrders.providerPaymentId),
    not(paymentSeen),
    not(
      and(eq(paymentOrders.provider, 'razorpay'), inArray(paymentOrders.status, ['created', 'attempted']))!,
    ),
  )!;
}

export type RemovedOrders = { orders: number; orderEvents: number };

/** Runs in the caller's transaction; the order rows are locked so a grant racing it waits or wins. */
export async function removeUnpaidOrders(tx: DbOrTx, userId: string): Promise<RemovedOrders> {
  const ids = (
    await tx.select({ id: paymentOrders.id }).from(paymentOrders).where(removableOrders(userId)).for('update')
  ).map((row) => row.id);
  if (ids.length === 0) return { orders: 0, orderEvents: 0 };
  const [events] = await tx
    .select({ n: count() })
    .from(paymentEvents)
    .where(inArray(paymentEvents.orderId, ids));
  // The rows are locked: a grant racing the reset waits, then finds the order gone (or it won first
  // and the order was never selected). Their timeline events go with them (on delete cascade).
  const removed = await tx
    .delete(paymentOrders)
    .where(inArray(paymentOrders.id, ids))
    .returning({ id: paymentOrders.id });
  return { orders: removed.length, orderEvents: events?.n ?? 0 };
}

/**
 * The person's orders the reset left in place: `paid` (paid or refunded) and `unsettled` (unpaid
 * orders a payment may still settle), for the admin's message and the audit row.
 */
export async function keptOrders(tx: DbOrTx, userId: string): Promise<{ paid: number; unsettled: number }> {
  const [row] = await tx
    .select({
      paid: sql<number>`count(*) filter (where ${paymentOrders.status} in ('paid', 'refunded'))`.mapWith(
        Number,
      ),
      unsettled:
        sql<number>`count(*) filter (where ${paymentOrders.status} not in ('paid', 'refunded'))`.mapWith(
          Number,
        ),
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId));
  return { paid: row?.paid ?? 0, unsettled: row?.unsettled ?? 0 };
}
