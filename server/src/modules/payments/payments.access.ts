import { and, eq } from 'drizzle-orm';
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
