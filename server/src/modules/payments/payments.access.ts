import { and, count, eq, gt, inArray, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';

/**
 * What other modules read of payments (taking asks it before a paid profiler starts). Ownership is
 * derived from orders (decision 012): a person owns a profiler while a paid order of it is theirs.
 */
export async function ownsProfiler(db: DbOrTx, userId: string, assessmentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.assessmentId, assessmentId),
        eq(paymentOrders.status, 'paid'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Uses of a coupon held by open orders (decision 012: an open order holds its coupon's use for a
 * while), optionally not counting one person's order of one profiler. A coupon has a use left when
 * usedCount + held < usageLimit; checkout previews can ask this to agree with what an order will do.
 */
export async function couponUsesHeld(
  db: DbOrTx,
  couponId: string,
  at: Date,
  except?: { userId: string; assessmentId: string },
): Promise<number> {
  const [held] = await db
    .select({ value: count() })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.couponId, couponId),
        inArray(paymentOrders.status, ['created', 'attempted']),
        gt(paymentOrders.couponHoldUntil, at),
        except
          ? or(ne(paymentOrders.userId, except.userId), ne(paymentOrders.assessmentId, except.assessmentId))
          : undefined,
      ),
    );
  return Number(held?.value ?? 0);
}
