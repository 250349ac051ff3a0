import { z } from 'zod';
import { LineSchema } from './common.ts';

/**
 * Buying a paid profiler (decision 012). The server prices every order: a client sends which
 * profiler and, optionally, a coupon code — never an amount. Amounts travel as decimals in the
 * order's currency (as prices do) and, for the provider's checkout, in minor units too.
 */

export const PAYMENT_PROVIDERS = ['razorpay', 'test', 'coupon'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

export const PAYMENT_ORDER_STATUSES = ['created', 'attempted', 'paid', 'failed', 'refunded'] as const;
export const PaymentOrderStatusSchema = z.enum(PAYMENT_ORDER_STATUSES);
export type PaymentOrderStatus = z.infer<typeof PaymentOrderStatusSchema>;

/** Razorpay refuses orders below 100 minor units ("The amount must be at least INR 1.00"). */
export const PROVIDER_MINIMUM_MINOR = 100;

export const PROFILER_FREE_MESSAGE =
  'This profiler is free: start it from your dashboard, no payment needed.';
export const PROFILER_OWNED_MESSAGE = 'You already own this profiler: start it from your dashboard.';
export const PAYMENTS_UNAVAILABLE_MESSAGE =
  'Payments are not available right now: no payment provider is configured. Please contact support.';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const INVALID_SIGNATURE_MESSAGE = 'The payment could not be verified: its signature is invalid.';

/** A coupon code as typed at checkout: one line, matched case-insensitively. */
const CouponCodeSchema = LineSchema.trim().max(64, 'Coupon code must be at most 64 characters');

export const CreatePaymentOrderBodySchema = z.object({
  assessmentId: z.uuid(),
  // An empty field means no coupon.
  couponCode: CouponCodeSchema.optional()
    .nullable()
    .transform((code) => (code ? code.toUpperCase() : undefined)),
});
export type CreatePaymentOrderBody = z.input<typeof CreatePaymentOrderBodySchema>;

export const PaymentOrderSchema = z.object({
  orderId: z.uuid(),
  assessmentId: z.uuid().nullable(),
  assessmentTitle: z.string(),
  provider: PaymentProviderSchema,
  /** The provider's order id (Razorpay's order_…, or the test checkout's); null for a coupon grant. */
  providerOrderId: z.string().nullable(),
  /** What the person pays, in the currency's major units (499.00) and minor units (49900). */
  amount: z.number(),
  amountMinor: z.number().int(),
  currency: z.string(),
  listPrice: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  status: PaymentOrderStatusSchema,
  /** Razorpay's public key id for Standard Checkout (only when the provider is razorpay). */
  keyId: z.string().optional(),
  /** Why the last payment attempt failed (declined, not captured…); null when none did. */
  lastError: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrderSchema>;

export const PaymentOrderResponseSchema = z.object({ order: PaymentOrderSchema });

export const OrderIdParamsSchema = z.object({ orderId: z.uuid() });

/** Razorpay's handler gives razorpay_payment_id and razorpay_signature; orderId is ours. */
export const VerifyPaymentBodySchema = z.object({
  orderId: z.uuid(),
  providerPaymentId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_]+$/, 'providerPaymentId must be a provider payment id'),
  signature: z
    .string()
    .trim()
    .max(256)
    .regex(/^[0-9a-fA-F]*$/, 'signature must be hexadecimal'),
});
export type VerifyPaymentBody = z.input<typeof VerifyPaymentBodySchema>;

export const TestCheckoutPaymentSchema = z.object({
  providerOrderId: z.string(),
  providerPaymentId: z.string(),
  signature: z.string(),
});
export type TestCheckoutPayment = z.infer<typeof TestCheckoutPaymentSchema>;

/**
 * Access to one profiler: free (anyone may start it), owned (paid), pending (a payment was made and
 * awaits confirmation), or not_owned (buy it). hasAccess is true for free and owned.
 */
export const PROFILER_ACCESS = ['free', 'owned', 'pending', 'not_owned'] as const;
export const ProfilerAccessStatusSchema = z.enum(PROFILER_ACCESS);
export type ProfilerAccessStatus = z.infer<typeof ProfilerAccessStatusSchema>;

export const ProfilerAccessSchema = z.object({
  assessmentId: z.uuid(),
  status: ProfilerAccessStatusSchema,
  hasAccess: z.boolean(),
  /** The paid order (owned) or the open one (pending, or not_owned with an unpaid order); else null. */
  orderId: z.uuid().nullable(),
});
export type ProfilerAccess = z.infer<typeof ProfilerAccessSchema>;

export const AssessmentIdParamsSchema = z.object({ assessmentId: z.uuid() });

export const ProfilerAccessResponseSchema = z.object({
  success: z.literal(true),
  data: ProfilerAccessSchema,
});

export const CheckMultipleBodySchema = z.object({
  assessmentIds: z.array(z.uuid()).min(1).max(100),
});

/** One entry per known profiler asked about (unknown or inactive ids are left out), in the order asked. */
export const ProfilerAccessListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProfilerAccessSchema),
});
