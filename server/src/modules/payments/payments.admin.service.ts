import type { Readable } from 'node:stream';
import {
  type AdminPaymentDetailResponse,
  type AdminPaymentRefund,
  type AdminPaymentRow,
  type AdminPaymentsFilterSchema,
  type AdminPaymentsQuerySchema,
  type AdminPaymentsResponse,
  type AdminPaymentsSummaryResponse,
  fromMinorUnits,
  ORDER_NOT_FOUND_MESSAGE,
} from '@pathwise/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, paymentOrders, paymentRefunds, users } from '../../db/schema/index.ts';
import { type CsvCell, csvStream, inPages } from '../../platform/csv-export.ts';
import { AppError } from '../../platform/errors.ts';
import type { ModuleDeps } from '../module-deps.ts';

/**
 * The admin payments console (issue 12 item 8; decision 012 "Refunds"): every order with filters and
 * paging, totals per currency and revenue per day for the filtered set, one order's timeline and
 * refunds, and a streamed CSV export with the same filters. An order's date is when it was paid,
 * else when it was created; days are UTC.
 */

export type AdminPaymentsFilter = z.output<typeof AdminPaymentsFilterSchema>;
export type AdminPaymentsQuery = z.output<typeof AdminPaymentsQuerySchema>;

type RefundRow = typeof paymentRefunds.$inferSelect;

/** The day the chart may show at most (a longer range keeps its last 366 days). */
const MAX_CHART_DAYS = 366;
const DAY_MS = 86_400_000;
const EXPORT_PAGE = 500;

/** The order's date: paid, else created. */
const orderDate = sql<Date>`coalesce(${paymentOrders.paidAt}, ${paymentOrders.createdAt})`;
const refundSum = (status: 'processed' | 'pending') =>
  sql<string>`(select coalesce(sum(r.amount_minor), 0)::bigint from payment_refunds r where r.order_id = ${paymentOrders.id} and r.status = ${status})`;
const PAID_LIKE = sql`${paymentOrders.status} in ('paid', 'refunded')`;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayString = (date: Date) => date.toISOString().slice(0, 10);

export function filterConditions(filter: AdminPaymentsFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.status !== 'all') where.push(eq(paymentOrders.status, filter.status));
  if (filter.from && filter.to && filter.from > filter.to) {
    throw new AppError('VALIDATION_FAILED', 'The start date must not be after the end date.');
  }
  if (filter.from) where.push(sql`${orderDate} >= ${dayStart(filter.from).toISOString()}`);
  if (filter.to) {
    where.push(sql`${orderDate} < ${new Date(dayStart(filter.to).getTime() + DAY_MS).toISOString()}`);
  }
  if (filter.assessmentId) where.push(eq(paymentOrders.assessmentId, filter.assessmentId));
  if (filter.provider) where.push(eq(paymentOrders.provider, filter.provider));
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    where.push(sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})`);
  }
  return where;
}

const rowColumns = {
  order: paymentOrders,
  personName: users.name,
  personEmail: users.email,
  refundedMinor: refundSum('processed'),
  pendingMinor: refundSum('pending'),
};

type ListedRow = {
  order: typeof paymentOrders.$inferSelect;
  personName: string;
  personEmail: string;
  refundedMinor: string | number;
  pendingMinor: string | number;
};

export function toAdminRow(row: ListedRow): AdminPaymentRow {
  const o = row.order;
  const money = (minor: number) => fromMinorUnits(minor, o.currency);
  const refunded = Number(row.refundedMinor);
  const pending = Number(row.pendingMinor);
  const refundable = o.status === 'paid' ? Math.max(0, o.amountMinor - refunded - pending) : 0;
  return {
    orderId: o.id,
    person: { id: o.userId, name: row.personName, email: row.personEmail },
    assessmentId: o.assessmentId,
    assessmentTitle: o.assessmentTitle,
    amount: money(o.amountMinor),
    amountMinor: o.amountMinor,
    currency: o.currency,
    listPrice: money(o.listPriceMinor),
    discount: money(o.discountMinor),
    couponCode: o.couponCode,
    status: o.status,
    refundedAmount: money(refunded),
    pendingRefundAmount: money(pending),
    refundableAmount: money(refundable),
    refundableAmountMinor: refundable,
    provider: o.provider,
    providerOrderId: o.providerOrderId,
    providerPaymentId: o.providerPaymentId,
    lastError: o.lastError,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** One order as the admin sees it (list row), or 404. */
export async function adminPaymentRow(db: DbOrTx, orderId: string): Promise<AdminPaymentRow> {
  const [row] = await db
    .select(rowColumns)
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(eq(paymentOrders.id, orderId));
  if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
  return toAdminRow(row);
}

export function toAdminRefund(row: RefundRow): AdminPaymentRefund {
  return {
    id: row.id,
    orderId: row.orderId,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    amountMinor: row.amountMinor,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    providerRefundId: row.providerRefundId,
    idempotencyKey: row.idempotencyKey,
    requestedBy: { id: row.requestedBy, name: row.requestedByName },
    failureReason: row.failureReason,
    processedAt: row.processedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPaymentsAdminService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  function filtered(filter: AdminPaymentsFilter, extra: SQL[] = []) {
    const where = [...filterConditions(filter), ...extra];
    return where.length ? and(...where) : undefined;
  }

  async function list(query: AdminPaymentsQuery): Promise<AdminPaymentsResponse> {
    const where = filtered(query);
    const [rows, [counted]] = await Promise.all([
      db
        .select(rowColumns)
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(where)
        .orderBy(desc(orderDate), desc(paymentOrders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(where),
    ]);
    const total = Number(counted?.total ?? 0);
    return {
      payments: rows.map(toAdminRow),
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        hasMore: query.page * query.limit < total,
      },
    };
  }

  async function summary(filter: AdminPaymentsFilter): Promise<AdminPaymentsSummaryResponse> {
    const where = filtered(filter);
    const processed = refundSum('processed');
    const processedCount = sql`(select count(*) from payment_refunds r where r.order_id = ${paymentOrders.id} and r.status = 'processed')`;
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(where);
    const totalsRows = await db
      .select({
        currency: paymentOrders.currency,
        revenue: sql<string>`coalesce(sum(${paymentOrders.amountMinor}) filter (where ${PAID_LIKE}), 0)::bigint`,
        refunds: sql<string>`coalesce(sum(${processed}), 0)::bigint`,
        paidCount: sql<number>`(count(*) filter (where ${PAID_LIKE}))::int`,
        refundCount: sql<number>`coalesce(sum(${processedCount}), 0)::int`,
        firstPaid: sql<string | null>`min(${paymentOrders.paidAt}) filter (where ${PAID_LIKE})`,
      })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(filtered(filter, [PAID_LIKE]))
      .groupBy(paymentOrders.currency)
      .orderBy(asc(paymentOrders.currency));

    const totals = totalsRows.map((t) => {
      const revenue = Number(t.revenue);
      const refunds = Number(t.refunds);
      return {
        currency: t.currency,
        revenue: fromMinorUnits(revenue, t.currency),
        refunds: fromMinorUnits(refunds, t.currency),
        net: fromMinorUnits(revenue - refunds, t.currency),
        paidCount: Number(t.paidCount),
        refundCount: Number(t.refundCount),
      };
    });

    // The chart's range: given, else from the first paid day (at most a year back) to today.
    const to = filter.to ?? dayString(now());
    const firstPaid = totalsRows
      .map((t) => (t.firstPaid ? new Date(t.firstPaid) : null))
      .filter((d): d is Date => d !== null && !Number.isNaN(d.getTime()))
      .sort((a, b) => a.getTime() - b.getTime())[0];
    let from = filter.from ?? (firstPaid ? dayString(firstPaid) : to);
    if (from > to) from = to;
    let truncated = false;
    const earliest = dayString(new Date(dayStart(to).getTime() - (MAX_CHART_DAYS - 1) * DAY_MS));
    if (from < earliest) {
      truncated = filter.from !== undefined;
      from = earliest;
    }

    const day = sql<string>`to_char((${orderDate}) at time zone 'UTC', 'YYYY-MM-DD')`;
    const dayRows = await db
      .select({
        currency: paymentOrders.currency,
        day,
        revenue: sql<string>`coalesce(sum(${paymentOrders.amountMinor}), 0)::bigint`,
        refunds: sql<string>`coalesce(sum(${processed}), 0)::bigint`,
        orders: sql<number>`count(*)::int`,
      })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(
        filtered(filter, [
          PAID_LIKE,
          sql`${orderDate} >= ${dayStart(from).toISOString()}`,
          sql`${orderDate} < ${new Date(dayStart(to).getTime() + DAY_MS).toISOString()}`,
        ]),
      )
      .groupBy(paymentOrders.currency, day);

    const days: string[] = [];
    for (let t = dayStart(from).getTime(); t <= dayStart(to).getTime(); t += DAY_MS) {
      days.push(dayString(new Date(t)));
    }
    const revenueByDay = totals.map(({ currency }) => {
      const byDay = new Map(dayRows.filter((r) => r.currency === currency).map((r) => [r.day, r]));
      return {
        currency,
        days: days.map((date) => {
          const r = byDay.get(date);
          const revenue = Number(r?.revenue ?? 0);
          const refunds = Number(r?.refunds ?? 0);
          return {
            date,
            revenue: fromMinorUnits(revenue, currency),
            refunds: fromMinorUnits(refunds, currency),
            net: fromMinorUnits(revenue - refunds, currency),
            orders: Number(r?.orders ?? 0),
          };
        }),
      };
    });

    return {
      orderCount: Number(counted?.total ?? 0),
      totals,
      range: { from, to, truncated },
      revenueByDay,
    };
  }

  async function detail(orderId: string): Promise<AdminPaymentDetailResponse> {
    const payment = await adminPaymentRow(db, orderId);
    const [events, refunds] = await Promise.all([
      db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.orderId, orderId))
        .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id)),
      db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, orderId))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
    ]);
    return {
      payment,
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        providerEventId: e.providerEventId,
        providerPaymentId: e.providerPaymentId,
        summary: e.summary,
        createdAt: e.createdAt.toISOString(),
      })),
      refunds: refunds.map(toAdminRefund),
    };
  }

  const EXPORT_HEADER = [
    'Order id',
    'Date',
    'Created',
    'Paid',
    'Name',
    'E-mail',
    'Profiler',
    'Currency',
    'Amount',
    'List price',
    'Discount',
    'Coupon',
    'Status',
    'Refunded',
    'Refund pending',
    'Provider',
    'Provider order id',
    'Provider payment id',
    'Last error',
  ] as const;

  /** GET /payments/admin/export.csv: every filtered order, newest first, read in keyset pages. */
  function exportCsv(filter: AdminPaymentsFilter): { stream: Readable; filename: string } {
    // Checked before the stream starts, so a bad range is a 400 rather than a broken download.
    filterConditions(filter);
    // The cursor is the order's date as PostgreSQL's text (microseconds kept: a JS Date would round).
    type Page = { row: AdminPaymentRow; cursor: string };
    const fetchPage = async (after: Page | null): Promise<Page[]> => {
      const keyset = after
        ? [
            sql`(${orderDate}, ${paymentOrders.id}) < (${after.cursor}::timestamptz, ${after.row.orderId}::uuid)`,
          ]
        : [];
      const rows = await db
        .select({ ...rowColumns, cursor: sql<string>`(${orderDate})::text` })
        .from(paymentOrders)
        .innerJoin(users, eq(users.id, paymentOrders.userId))
        .where(filtered(filter, keyset))
        .orderBy(desc(orderDate), desc(paymentOrders.id))
        .limit(EXPORT_PAGE);
      return rows.map((r) => ({ row: toAdminRow(r), cursor: r.cursor }));
    };
    async function* cells(): AsyncGenerator<CsvCell[]> {
      for await (const { row } of inPages(fetchPage, EXPORT_PAGE)) {
        yield [
          row.orderId,
          row.paidAt ?? row.createdAt,
          row.createdAt,
          row.paidAt,
          row.person.name,
          row.person.email,
          row.assessmentTitle,
          row.currency,
          row.amount,
          row.listPrice,
          row.discount,
          row.couponCode,
          row.status,
          row.refundedAmount,
          row.pendingRefundAmount,
          row.provider,
          row.providerOrderId,
          row.providerPaymentId,
          row.lastError,
        ];
      }
    }
    return {
      stream: csvStream(EXPORT_HEADER, cells()),
      filename: `payments-${dayString(now())}.csv`,
    };
  }

  return { list, summary, detail, exportCsv };
}
export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;
