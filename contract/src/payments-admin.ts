import { z } from 'zod';
import { CalendarDaySchema as DaySchema, LineSchema, PaginationSchema } from './common.ts';
import { PAYMENT_ORDER_STATUSES, PaymentOrderStatusSchema, PaymentProviderSchema } from './payments.ts';

/**
 * The admin payments console (issue 12, decision 012 "Refunds"): every order with filters, totals
 * per currency and revenue per day, one order's timeline and refunds, refunds (partial or full) and
 * a streamed CSV export. Amounts travel in the order's currency's major units (499.5) as prices do,
 * and in minor units (49950) where the figure is an exact amount of one order.
 *
 * Routes: GET /payments/admin/all, GET /payments/admin/summary, GET /payments/admin/export.csv (the
 * filters, streamed), GET /payments/admin/{id}, POST /payments/admin/refund/{id}.
 *
 * Dates: `from`/`to` are calendar days (YYYY-MM-DD, inclusive) in UTC. An order's date is when it
 * was paid (`paidAt`), else when it was created. Totals and days count the filtered orders only.
 */

export const PAYMENT_REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export const PaymentRefundStatusSchema = z.enum(PAYMENT_REFUND_STATUSES);
export type PaymentRefundStatus = z.infer<typeof PaymentRefundStatusSchema>;

/** The header a refund request may carry; when absent the server makes one. */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency';
/** Razorpay's rule for the key: at least 10 characters from [A-Za-z0-9_-] (we cap it at 64). */
export const REFUND_IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;
export const RefundIdempotencyKeySchema = z
  .string()
  .regex(
    REFUND_IDEMPOTENCY_KEY_PATTERN,
    'X-Refund-Idempotency must be 10 to 64 characters from A-Z, a-z, 0-9, _ and -',
  );

export const REFUND_REASON_MAX = 500;

/* ---- messages the web may match or show ---- */
export const REFUND_ORDER_NOT_PAID_MESSAGE = 'Only a paid order can be refunded.';
export const REFUND_ALREADY_FULL_MESSAGE = 'This order has been fully refunded already.';
export const REFUND_NOTHING_PAID_MESSAGE =
  'Nothing to refund: this order was granted by a 100% coupon and no money was paid.';
export const REFUND_IDEMPOTENCY_REUSED_MESSAGE =
  'This idempotency key was already used for a different refund. Send a new key for a new refund.';

/** The filters shared by the list, the summary and the export. */
export const AdminPaymentsFilterSchema = z.object({
  /** 'all' (default) or one order status. */
  status: z.enum(['all', ...PAYMENT_ORDER_STATUSES]).default('all'),
  /** First day included (YYYY-MM-DD, UTC). */
  from: DaySchema.optional(),
  /** Last day included (YYYY-MM-DD, UTC). */
  to: DaySchema.optional(),
  /** Matches the person's name or e-mail (case-insensitive, part of it). */
  search: LineSchema.trim().max(200).optional(),
  /** One profiler (assessment id). */
  assessmentId: z.uuid().optional(),
  provider: PaymentProviderSchema.optional(),
});
export type AdminPaymentsFilter = z.input<typeof AdminPaymentsFilterSchema>;

/** GET /payments/admin/all: the filters plus page (default 1) and limit (default 20, at most 100). */
export const AdminPaymentsQuerySchema = AdminPaymentsFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuerySchema>;

export const AdminPaymentPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
});

/** One order as the admin list shows it; newest first (by the order's date). */
export const AdminPaymentRowSchema = z.object({
  orderId: z.uuid(),
  person: AdminPaymentPersonSchema,
  /** The profiler; null when it was deleted since (the title it was sold under stays). */
  assessmentId: z.uuid().nullable(),
  assessmentTitle: z.string(),
  amount: z.number(),
  amountMinor: z.number().int(),
  currency: z.string(),
  listPrice: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  status: PaymentOrderStatusSchema,
  /** Sum of processed refunds. */
  refundedAmount: z.number(),
  /** Sum of pending refunds (asked, not yet confirmed by the provider). */
  pendingRefundAmount: z.number(),
  /** What a new refund may still take: amount − processed − pending (0 unless paid). */
  refundableAmount: z.number(),
  refundableAmountMinor: z.number().int(),
  provider: PaymentProviderSchema,
  providerOrderId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPaymentRow = z.infer<typeof AdminPaymentRowSchema>;

export const AdminPaymentsResponseSchema = z.object({
  payments: z.array(AdminPaymentRowSchema),
  pagination: PaginationSchema,
});
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;

/** Money of the filtered orders in one currency. revenue = paid (and later refunded) orders' amounts. */
export const AdminPaymentsCurrencyTotalSchema = z.object({
  currency: z.string(),
  revenue: z.number(),
  /** Processed refunds of those orders. */
  refunds: z.number(),
  /** revenue − refunds. */
  net: z.number(),
  /** Orders that were paid (status paid or refunded), including 100% coupon grants. */
  paidCount: z.number().int(),
  /** Processed refunds counted. */
  refundCount: z.number().int(),
});
export type AdminPaymentsCurrencyTotal = z.infer<typeof AdminPaymentsCurrencyTotalSchema>;

export const AdminPaymentsDaySchema = z.object({
  /** YYYY-MM-DD (UTC); every day of the range is present, zero when nothing happened. */
  date: z.string(),
  /** Paid amounts of orders paid that day. */
  revenue: z.number(),
  /** Processed refunds of the orders paid that day. */
  refunds: z.number(),
  net: z.number(),
  /** Orders paid that day. */
  orders: z.number().int(),
});
export type AdminPaymentsDay = z.infer<typeof AdminPaymentsDaySchema>;

/** GET /payments/admin/summary (same filters as the list, no paging). */
export const AdminPaymentsSummaryResponseSchema = z.object({
  /** Every order matching the filters (any status). */
  orderCount: z.number().int(),
  /** One entry per currency with paid orders in the set, by currency code. */
  totals: z.array(AdminPaymentsCurrencyTotalSchema),
  /**
   * The chart's range: `from`/`to` when given; else from the first paid day of the set (at most 365
   * days back from `to`) to `to` (default today, UTC). At most 366 days: a longer range keeps its last
   * 366 days and says so with `truncated`.
   */
  range: z.object({ from: z.string(), to: z.string(), truncated: z.boolean() }),
  /** Revenue per day, one series per currency (same order as totals). */
  revenueByDay: z.array(z.object({ currency: z.string(), days: z.array(AdminPaymentsDaySchema) })),
});
export type AdminPaymentsSummaryResponse = z.infer<typeof AdminPaymentsSummaryResponseSchema>;

export const AdminPaymentRefundSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  amount: z.number(),
  amountMinor: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  status: PaymentRefundStatusSchema,
  providerRefundId: z.string().nullable(),
  /** The key sent to the provider: retrying a pending refund with this key cannot refund twice. */
  idempotencyKey: z.string(),
  requestedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
  /** The provider's text when it refused (failed), or why it is still pending. */
  failureReason: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPaymentRefund = z.infer<typeof AdminPaymentRefundSchema>;

export const AdminPaymentEventSchema = z.object({
  id: z.uuid(),
  /** e.g. order.created, payment.captured, payment.failed, refund.requested, refund.processed… */
  kind: z.string(),
  providerEventId: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  /** A short summary (status, amount, error text); never card data. */
  summary: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminPaymentEvent = z.infer<typeof AdminPaymentEventSchema>;

/** GET /payments/admin/{id}: the order, its timeline (oldest first) and refunds (oldest first). */
export const AdminPaymentDetailResponseSchema = z.object({
  payment: AdminPaymentRowSchema,
  events: z.array(AdminPaymentEventSchema),
  refunds: z.array(AdminPaymentRefundSchema),
});
export type AdminPaymentDetailResponse = z.infer<typeof AdminPaymentDetailResponseSchema>;

/**
 * POST /payments/admin/refund/{id} (id = our order id). `amount` in the order's currency's major
 * units, at most what remains (omitted = all that remains); `reason` one line, required. Header
 * X-Refund-Idempotency (optional): the same key again answers the same refund (and asks the provider
 * again, with the same key, while it is pending); the same key for another order or amount → 409.
 */
export const RefundBodySchema = z.object({
  amount: z.number().positive('The refund amount must be more than zero').finite().optional(),
  reason: LineSchema.trim()
    .min(1, 'A reason is required')
    .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters`),
});
export type RefundBody = z.input<typeof RefundBodySchema>;

export const RefundResponseSchema = z.object({
  refund: AdminPaymentRefundSchema,
  /** The order after the refund (status 'refunded' once fully refunded). */
  payment: AdminPaymentRowSchema,
  /** True when this key had been seen before: nothing new was asked of the provider unless pending. */
  replayed: z.boolean(),
});
export type RefundResponse = z.infer<typeof RefundResponseSchema>;
