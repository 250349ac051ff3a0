import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assessments } from './assessments.ts';
import { id, jsonbValue, timestamps, tstz } from './columns.ts';
import { coupons, couponUsages } from './coupons.ts';
import { users } from './users.ts';

export type PaymentProviderName = 'razorpay' | 'test' | 'coupon';
export type PaymentOrderStatus = 'created' | 'attempted' | 'paid' | 'failed' | 'refunded';
export type PaymentRefundStatus = 'pending' | 'processed' | 'failed';

/**
 * One purchase of one profiler by one person (decision 012). Amounts are integer minor units of
 * `currency`, computed by the server. `provider` 'coupon' marks a 100% discount granted without a
 * provider. Access is derived from these rows: a person owns a profiler while a paid order of it is
 * theirs — no separate grants table to keep in step.
 *
 * Open = created or attempted (a declined payment leaves the order attempted, retryable as on
 * Razorpay); failed = closed without payment (replaced by a new price or coupon, or abandoned);
 * refunded = paid, then refunded in full, which ends the access it gave (decision 012).
 * An open order holds one use of its coupon until `coupon_hold_until`, so a coupon's usage limit
 * bounds the discounted orders people can pay, not only the uses counted after capture.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    // Money records outlive an account (accounts are anonymised, not deleted): restrict.
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // A profiler may be deleted by an admin; its orders stay, with the title they were sold under.
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    assessmentTitle: text('assessment_title').notNull(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    providerOrderId: text('provider_order_id'),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    listPriceMinor: integer('list_price_minor').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    discountMinor: integer('discount_minor').notNull().default(0),
    couponHoldUntil: tstz('coupon_hold_until'),
    couponUsageId: uuid('coupon_usage_id').references(() => couponUsages.id, { onDelete: 'set null' }),
    status: text('status').$type<PaymentOrderStatus>().notNull().default('created'),
    providerPaymentId: text('provider_payment_id'),
    /** The last payment failure's text (declined, not captured, mismatch), cleared by a new attempt. */
    lastError: text('last_error'),
    paidAt: tstz('paid_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_key')
      .on(t.provider, t.providerOrderId)
      .where(sql`${t.providerOrderId} is not null`),
    // At most one open order per person and profiler: ordering again reuses (or replaces) it.
    uniqueIndex('payment_orders_open_key')
      .on(t.userId, t.assessmentId)
      .where(sql`${t.status} in ('created', 'attempted')`),
    // At most one paid order per person and profiler: a second grant cannot exist.
    uniqueIndex('payment_orders_paid_key').on(t.userId, t.assessmentId).where(sql`${t.status} = 'paid'`),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_coupon_open_idx')
      .on(t.couponId)
      .where(sql`${t.status} in ('created', 'attempted')`),
    index('payment_orders_status_idx').on(t.status, t.createdAt),
    // Revenue per day (analytics): paid orders by when they were paid.
    index('payment_orders_paid_at_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
    check(
      'payment_orders_amounts',
      sql`${t.amountMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.listPriceMinor} >= ${t.amountMinor}`,
    ),
    check(
      'payment_orders_status_check',
      sql`${t.status} in ('created', 'attempted', 'paid', 'failed', 'refunded')`,
    ),
    check('payment_orders_provider_check', sql`${t.provider} in ('razorpay', 'test', 'coupon')`),
  ],
);

/**
 * The timeline of an order: what we asked the provider, what it or the person answered, and what
 * we decided (created, reused, replaced, paid, declined, refused and why). `provider_event_id` is
 * the webhook's X-Razorpay-Event-Id, unique so a repeated delivery is applied once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    providerEventId: text('provider_event_id'),
    providerPaymentId: text('provider_payment_id'),
    /** A short summary (status, amount, error text): never card data or whole provider bodies. */
    summary: jsonbValue<Record<string, unknown> | null>('summary'),
    ...timestamps(),
  },
  (t) => [
    index('payment_events_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payment_events_provider_event_key')
      .on(t.providerEventId)
      .where(sql`${t.providerEventId} is not null`),
  ],
);

/**
 * Money given back on a paid order, in part or in full, by an administrator. The sum of the
 * refunds that are not failed never exceeds the order's amount: the service checks it with the
 * order row locked. `idempotency_key` is sent to the provider as X-Refund-Idempotency, so a retried
 * request cannot refund twice. Status: pending (asked) → processed | failed, from the provider's
 * answer or its refund.* webhooks.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<PaymentRefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The administrator who asked for it (kept as a name too: accounts are anonymised, not deleted). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    failureReason: text('failure_reason'),
    processedAt: tstz('processed_at'),
    ...timestamps(),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId, t.createdAt),
    // Refunds per day (analytics): processed refunds by when they were processed.
    index('payment_refunds_processed_at_idx').on(t.processedAt).where(sql`${t.processedAt} is not null`),
    uniqueIndex('payment_refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payment_refunds_provider_refund_key')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/**
 * Every webhook delivery we accepted (signature valid), keyed by Razorpay's X-Razorpay-Event-Id so
 * a repeated delivery is stored once and applied once. The route stores it and answers 2xx; a
 * pg-boss job applies it (status received → processed | ignored | failed). `payload` keeps only
 * what applying needs (entity ids, amounts, currency, statuses, error text), never card or
 * contact details.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    payload: jsonbValue<Record<string, unknown>>('payload').notNull(),
    status: text('status')
      .$type<'received' | 'processed' | 'ignored' | 'failed'>()
      .notNull()
      .default('received'),
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: tstz('processed_at'),
    ...timestamps(),
  },
  (t) => [
    index('payment_webhook_events_status_idx').on(t.status, t.createdAt),
    check(
      'payment_webhook_events_status_check',
      sql`${t.status} in ('received', 'processed', 'ignored', 'failed')`,
    ),
  ],
);
