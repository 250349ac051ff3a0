import type { CurrencyRevenue } from '@pathwise/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { periodFiguresBy, type ResolvedWindow, within } from '../shared.ts';

/**
 * Money per currency (never summed across currencies), in minor units:
 * - revenue: orders that captured money — `paid`, and `refunded` (paid, then given back in full:
 *   the capture happened; giving it back is counted as a refund) — on the day they were paid (paid_at);
 * - refunds: refunds the provider processed, on the day it processed them (processed_at); pending
 *   and failed refunds moved no money.
 * A 100% coupon order is a paid order of 0. Currencies with money in either period, by code.
 */
export async function revenueByCurrency(db: DbOrTx, w: ResolvedWindow): Promise<CurrencyRevenue[]> {
  const groups = await periodFiguresBy(
    db,
    w,
    sql`select o.currency::text as currency, 'paid' as kind, o.amount_minor as amount, o.paid_at as at
          from payment_orders o
          where o.status in ('paid', 'refunded') and ${within(sql`o.paid_at`, w.both)}
        union all
        select r.currency::text, 'refund', r.amount_minor, r.processed_at
          from payment_refunds r
          where r.status = 'processed' and ${within(sql`r.processed_at`, w.both)}`,
    {
      revenueMinor: sql`coalesce(sum(g.amount) filter (where g.kind = 'paid'), 0)`,
      refundsMinor: sql`coalesce(sum(g.amount) filter (where g.kind = 'refund'), 0)`,
      paidOrders: sql`count(*) filter (where g.kind = 'paid')`,
    },
    'currency',
  );
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, f]) => ({
      currency,
      revenueMinor: { current: f.current.revenueMinor, previous: f.previous.revenueMinor },
      refundsMinor: { current: f.current.refundsMinor, previous: f.previous.refundsMinor },
      paidOrders: { current: f.current.paidOrders, previous: f.previous.paidOrders },
      series: w.bucketDates.map((date) => {
        const day = f.buckets.get(date);
        return { date, revenueMinor: day?.revenueMinor ?? 0, refundsMinor: day?.refundsMinor ?? 0 };
      }),
    }));
}
