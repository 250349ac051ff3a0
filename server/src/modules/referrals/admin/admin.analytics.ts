import { fromMinorUnits, type ReferralAnalytics } from '@pathwise/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { readTogether } from '../../../db/reads.ts';
import type { ModuleDeps } from '../../module-deps.ts';

/**
 * GET /referrals/admin/analytics?period=N (decision 019): the last N UTC days, today included, every
 * figure an SQL aggregate.
 * - funnel, conversion and top referrers: over the referrals made in the period; "joined" is every
 *   referral past invited (a referee can buy before confirming their e-mail), "purchased" the
 *   qualified, rewarded and capped ones (cancelled ones were refunded);
 * - revenue: what referred people paid in the period after they were referred, minus the processed
 *   refunds of those orders, per currency (a 100% coupon order adds nothing);
 * - rewards: issued and cancelled in the period; pending is how many wait for their reward now;
 *   cost is the discounts actually used in the period from reward and welcome coupons, per currency;
 * - daily: per UTC day (zero days included, as the deletion statistics do), referrals made, joined
 *   and purchasing that day.
 */

const DAY_MS = 86_400_000;
const TOP_REFERRERS = 10;
const PURCHASED = sql.raw(`('qualified', 'rewarded', 'capped')`);

type Rows<T> = { rows: T[] };
const num = (value: unknown) => Number(value ?? 0);

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

function money(list: Array<{ currency: string; minor: unknown }>) {
  return list.map((row) => ({
    currency: row.currency,
    amount: fromMinorUnits(num(row.minor), row.currency),
  }));
}

export function createReferralAnalytics(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  return {
    async analytics(period: number): Promise<ReferralAnalytics> {
      const today = now().toISOString().slice(0, 10);
      const startMs = Date.parse(`${today}T00:00:00.000Z`) - (period - 1) * DAY_MS;
      const firstDay = new Date(startMs).toISOString().slice(0, 10);
      const start = sql`${new Date(startMs).toISOString()}::timestamptz`;
      const end = sql`${new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString()}::timestamptz`;
      const inPeriod = (column: string) =>
        sql`${sql.raw(column)} >= ${start} and ${sql.raw(column)} < ${end}`;

      const [funnelRows, revenueRows, rewardRows, costRows, topRows, dailyRows] = await readTogether(db, [
        () =>
          rows<{ invited: unknown; joined: unknown; purchased: unknown }>(
            db,
            sql`select count(*) as invited,
                  count(*) filter (where r.status <> 'invited') as joined,
                  count(*) filter (where r.status in ${PURCHASED}) as purchased
                from referrals r where ${inPeriod('r.created_at')}`,
          ),
        () =>
          rows<{ currency: string; minor: unknown }>(
            db,
            sql`select o.currency, sum(o.amount_minor - coalesce((
                    select sum(f.amount_minor) from payment_refunds f
                    where f.order_id = o.id and f.status = 'processed'), 0))::bigint as minor
                from payment_orders o
                join referrals r on r.referee_id = o.user_id
                where o.status in ('paid', 'refunded') and o.amount_minor > 0
                  and ${inPeriod('o.paid_at')} and o.paid_at >= r.created_at
                group by o.currency order by o.currency`,
          ),
        () =>
          rows<{ issued: unknown; cancelled: unknown; pending: unknown }>(
            db,
            sql`select count(*) filter (where ${inPeriod('r.rewarded_at')}) as issued,
                  count(*) filter (where ${inPeriod('r.cancelled_at')}) as cancelled,
                  count(*) filter (where r.status = 'qualified') as pending
                from referrals r
                where r.status in ('qualified', 'rewarded', 'cancelled')`,
          ),
        () =>
          rows<{ currency: string; minor: unknown }>(
            db,
            sql`select u.currency, sum(u.discount_minor)::bigint as minor
                from coupon_usages u
                where ${inPeriod('u.created_at')} and u.coupon_id in (
                  select r.reward_coupon_id from referrals r where r.reward_coupon_id is not null
                  union all
                  select r.welcome_coupon_id from referrals r where r.welcome_coupon_id is not null)
                group by u.currency order by u.currency`,
          ),
        () =>
          rows<{
            id: string;
            name: string;
            email: string;
            invited: unknown;
            purchased: unknown;
            rewarded: unknown;
          }>(
            db,
            sql`select p.id, p.name, p.email, t.invited, t.purchased, t.rewarded
                from (
                  select r.referrer_id, count(*) as invited,
                    count(*) filter (where r.status in ${PURCHASED}) as purchased,
                    count(*) filter (where r.status = 'rewarded') as rewarded
                  from referrals r where ${inPeriod('r.created_at')}
                  group by r.referrer_id
                ) t
                join users p on p.id = t.referrer_id
                order by t.purchased desc, t.invited desc, p.name asc, p.id asc
                limit ${TOP_REFERRERS}`,
          ),
        () =>
          rows<{ day: string; invited: unknown; joined: unknown; purchased: unknown }>(
            db,
            sql`select to_char(series.day, 'YYYY-MM-DD') as day,
                  coalesce(counted.invited, 0) as invited,
                  coalesce(counted.joined, 0) as joined,
                  coalesce(counted.purchased, 0) as purchased
                from generate_series(${firstDay}::date, ${today}::date, interval '1 day') as series(day)
                left join (
                  select e.day,
                    count(*) filter (where e.kind = 'invited') as invited,
                    count(*) filter (where e.kind = 'joined') as joined,
                    count(*) filter (where e.kind = 'purchased') as purchased
                  from (
                    select (r.created_at at time zone 'UTC')::date as day, 'invited' as kind
                    from referrals r where ${inPeriod('r.created_at')}
                    union all
                    select (coalesce(r.joined_at, r.qualified_at) at time zone 'UTC')::date, 'joined'
                    from referrals r
                    where r.status <> 'invited' and ${inPeriod('coalesce(r.joined_at, r.qualified_at)')}
                    union all
                    select (r.qualified_at at time zone 'UTC')::date, 'purchased'
                    from referrals r where r.status in ${PURCHASED} and ${inPeriod('r.qualified_at')}
                  ) e
                  group by e.day
                ) counted on counted.day = series.day::date
                order by series.day`,
          ),
      ] as const);

      const funnel = {
        invited: num(funnelRows[0]?.invited),
        joined: num(funnelRows[0]?.joined),
        purchased: num(funnelRows[0]?.purchased),
      };
      const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);
      return {
        period,
        funnel,
        conversion: {
          joinRate: rate(funnel.joined, funnel.invited),
          purchaseRate: rate(funnel.purchased, funnel.joined),
        },
        revenue: money(revenueRows),
        rewards: {
          issued: num(rewardRows[0]?.issued),
          pending: num(rewardRows[0]?.pending),
          cancelled: num(rewardRows[0]?.cancelled),
          cost: money(costRows),
        },
        topReferrers: topRows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          invited: num(row.invited),
          purchased: num(row.purchased),
          rewarded: num(row.rewarded),
        })),
        daily: dailyRows.map((row) => ({
          day: row.day,
          invited: num(row.invited),
          joined: num(row.joined),
          purchased: num(row.purchased),
        })),
      };
    },
  };
}
export type ReferralAnalyticsService = ReturnType<typeof createReferralAnalytics>;
