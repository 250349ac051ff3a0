import { z } from 'zod';
import { PageQuerySchema, PaginationSchema } from './common.ts';
import { PaymentOrderStatusSchema, PaymentProviderSchema } from './payments.ts';

/**
 * A person's own payment history (`/payment-history`) and their PDF receipts, and the admin's view
 * of which payment provider is active. Amounts travel as decimal major units beside their minor
 * units, as every other money field of the API does.
 */

export const PaymentHistoryQuerySchema = PageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type PaymentHistoryQuery = z.input<typeof PaymentHistoryQuerySchema>;

/** A refund as the person sees it: asked (pending), money sent back (processed), or refused (failed). */
export const PaymentHistoryRefundStatusSchema = z.enum(['pending', 'processed', 'failed']);

/**
 * What the person sees on an order: paid, partly_refunded (some money came back, access kept),
 * refunded (all of it came back, access ended), pending (a payment was made and awaits the
 * provider's confirmation) or failed (the payment was declined or refused; nothing was charged).
 */
export const PAYMENT_HISTORY_STATUSES = ['paid', 'partly_refunded', 'refunded', 'pending', 'failed'] as const;
export const PaymentHistoryStatusSchema = z.enum(PAYMENT_HISTORY_STATUSES);
export type PaymentHistoryStatus = z.infer<typeof PaymentHistoryStatusSchema>;

export const PaymentHistoryRefundSchema = z.object({
  refundId: z.uuid(),
  amount: z.number(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: PaymentHistoryRefundStatusSchema,
  reason: z.string(),
  /** When it was asked for. */
  createdAt: z.string(),
  /** When the provider confirmed it (processed) or refused it (failed); null while pending. */
  processedAt: z.string().nullable(),
});
export type PaymentHistoryRefund = z.infer<typeof PaymentHistoryRefundSchema>;

export const PaymentHistoryOrderSchema = z.object({
  orderId: z.uuid(),
  assessmentId: z.uuid().nullable(),
  /** The profiler's title when it was bought (kept if the profiler is later renamed or deleted). */
  assessmentTitle: z.string(),
  /** When the order was made; paidAt is when the payment was captured. */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  amount: z.number(),
  amountMinor: z.number().int(),
  listPrice: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  currency: z.string(),
  /** The order's own status; `displayStatus` is what the person is shown. */
  status: PaymentOrderStatusSchema,
  displayStatus: PaymentHistoryStatusSchema,
  provider: PaymentProviderSchema,
  /** Why the last payment attempt failed, for a failed order. */
  failureReason: z.string().nullable(),
  refunds: z.array(PaymentHistoryRefundSchema),
  /** The sum of processed refunds (pending and failed ones are not money returned yet). */
  refundedAmount: z.number(),
  refundedAmountMinor: z.number().int(),
  /** A PDF receipt exists for paid and refunded orders. */
  hasReceipt: z.boolean(),
});
export type PaymentHistoryOrder = z.infer<typeof PaymentHistoryOrderSchema>;

export const PaymentHistoryResponseSchema = z.object({
  orders: z.array(PaymentHistoryOrderSchema),
  pagination: PaginationSchema,
});
export type PaymentHistoryResponse = z.infer<typeof PaymentHistoryResponseSchema>;

/** The seller's details on receipts until an administrator sets them (Settings → Business details). */
export const BUSINESS_PLACEHOLDERS = {
  BUSINESS_LEGAL_NAME: 'Pathwise (legal name not set)',
  BUSINESS_ADDRESS: 'Address not set',
  BUSINESS_TAX_ID: null,
} as const;

/**
 * Which provider takes new orders now (decision 012): Razorpay with test or live keys, the built-in
 * test checkout (no keys, not production), or none (production without keys: payments are off).
 */
export const ACTIVE_PAYMENT_PROVIDERS = ['razorpay_test', 'razorpay_live', 'test_checkout', 'none'] as const;
export const ActivePaymentProviderSchema = z.enum(ACTIVE_PAYMENT_PROVIDERS);
export type ActivePaymentProvider = z.infer<typeof ActivePaymentProviderSchema>;

export const PaymentProviderStatusSchema = z.object({
  active: ActivePaymentProviderSchema,
  /** The URL to paste into Razorpay's dashboard (Settings → Webhooks), from the server's PUBLIC_URL. */
  webhookUrl: z.string(),
  /** Whether the webhook secret is set (settings or environment): without it webhooks are refused. */
  webhookSecretSet: z.boolean(),
});
export type PaymentProviderStatus = z.infer<typeof PaymentProviderStatusSchema>;
