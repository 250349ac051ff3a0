import { and, count, eq, gt, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentOrders } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql-fragments.ts';

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
 * Whether the person has ever bought something: a paid order, or one paid then refunded. Referrals
 * read it (decision 019): codes and welcome discounts are for new customers only.
 */
export async function hasPurchased(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), inArray(paymentOrders.status, ['paid', 'refunded'])))
    .limit(1);
  return row !== undefined;
}

/**
 * The SQL twin of `ownsProfiler` for lists: true when `userId` owns the profiler whose id is
 * `assessmentId` (a column of the outer query), so a page of cards reads ownership in its one statement.
 */
export function ownsProfilerSql(userId: string, assessmentId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${paymentOrders} where ${qualified(paymentOrders.userId)} = ${userId} and ${qualified(paymentOrders.assessmentId)} = ${assessmentId} and ${qualified(paymentOrders.status)} = 'paid')`;
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
