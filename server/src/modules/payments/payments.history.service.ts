import {
  type ActivePaymentProvider,
  BUSINESS_PLACEHOLDERS,
  fromMinorUnits,
  ORDER_NOT_FOUND_MESSAGE,
  type PaymentHistoryOrder,
  type PaymentHistoryQuery,
  PaymentHistoryQuerySchema,
  type PaymentHistoryResponse,
  type PaymentHistoryStatus,
  type PaymentProviderStatus,
} from '@pathwise/contract';
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { readTogether } from '../../db/reads.ts';
import { paymentEvents, paymentOrders, paymentRefunds } from '../../db/schema/index.ts';
import { qualified } from '../../db/sql-fragments.ts';
import { AppError } from '../../platform/errors.ts';
import { fileSlug } from '../../platform/file-name.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { type ReceiptInput, renderReceiptPdf } from './payments.receipt-pdf.ts';

/**
 * A person's own payment history and receipts (issue 12, item 8), and which provider takes new
 * orders (item 10). Every read is scoped to the caller in SQL: another person's order is the same
 * 404 as no order.
 *
 * Which orders are listed: paid and refunded ones, and any order on which a payment was actually
 * tried (a payment id was seen, or a payment failed or was declined). An order that only opened a
 * checkout — created and left, replaced by a new price or coupon, or never accepted by the provider —
 * moved no money and was never presented to the person as a charge: listing it as "pending" or
 * "failed" would only suggest a payment that never happened.
 */

type OrderRow = typeof paymentOrders.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/** A payment was tried on the order: a payment id on it or its timeline, or a recorded failure. */
const paymentTried: SQL = or(
  inArray(paymentOrders.status, ['paid', 'refunded', 'attempted']),
  isNotNull(paymentOrders.providerPaymentId),
  sql`exists (select 1 from ${paymentEvents} where ${qualified(paymentEvents.orderId)} = ${qualified(paymentOrders.id)} and (${qualified(paymentEvents.providerPaymentId)} is not null or ${qualified(paymentEvents.kind)} = 'payment.failed'))`,
)!;

export const RECEIPT_NOT_AVAILABLE_MESSAGE = 'A receipt exists only for a paid order.';

/** PW-20260301-1A2B3C4D: the day paid (UTC) and the order id's first eight hex digits. */
export function receiptNumber(order: Pick<OrderRow, 'id' | 'paidAt' | 'createdAt'>): string {
  const day = (order.paidAt ?? order.createdAt).toISOString().slice(0, 10).replaceAll('-', '');
  return `PW-${day}-${order.id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

function displayStatus(order: OrderRow, refundedMinor: number): PaymentHistoryStatus {
  switch (order.status) {
    case 'refunded':
      return 'refunded';
    case 'paid':
      return refundedMinor > 0 ? 'partly_refunded' : 'paid';
    case 'failed':
      return 'failed';
    default:
      // Open: a declined payment leaves the order open for another try (decision 012), with why.
      return order.lastError ? 'failed' : 'pending';
  }
}

function processedSum(refunds: RefundRow[]): number {
  return refunds.filter((r) => r.status === 'processed').reduce((sum, r) => sum + r.amountMinor, 0);
}

function toHistoryOrder(order: OrderRow, refunds: RefundRow[]): PaymentHistoryOrder {
  const refundedMinor = processedSum(refunds);
  const status = displayStatus(order, refundedMinor);
  const money = (minor: number) => fromMinorUnits(minor, order.currency);
  return {
    orderId: order.id,
    assessmentId: order.assessmentId,
    assessmentTitle: order.assessmentTitle,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    amount: money(order.amountMinor),
    amountMinor: order.amountMinor,
    listPrice: money(order.listPriceMinor),
    discount: money(order.discountMinor),
    couponCode: order.couponCode,
    currency: order.currency,
    status: order.status,
    displayStatus: status,
    provider: order.provider,
    failureReason: status === 'failed' ? order.lastError : null,
    refunds: refunds.map((refund) => ({
      refundId: refund.id,
      amount: fromMinorUnits(refund.amountMinor, refund.currency),
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      status: refund.status,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    })),
    refundedAmount: money(refundedMinor),
    refundedAmountMinor: refundedMinor,
    hasReceipt: order.status === 'paid' || order.status === 'refunded',
  };
}

export type Buyer = { id: string; name: string; email: string };

export function createPaymentHistoryService(deps: Pick<ModuleDeps, 'db' | 'config' | 'settings' | 'now'>) {
  const { db, config, settings, now } = deps;

  async function refundsOf(orderIds: string[]): Promise<Map<string, RefundRow[]>> {
    const byOrder = new Map<string, RefundRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.orderId, orderIds))
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  return {
    /** GET /payments/history — the caller's orders on which money moved or was tried, newest first. */
    async list(userId: string, query: PaymentHistoryQuery): Promise<PaymentHistoryResponse> {
      const { page, limit } = PaymentHistoryQuerySchema.parse(query);
      const where = and(eq(paymentOrders.userId, userId), paymentTried);
      const [rows, [counted]] = await readTogether(db, [
        () =>
          db
            .select()
            .from(paymentOrders)
            .where(where)
            .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
            .limit(limit)
            .offset((page - 1) * limit),
        () => db.select({ total: sql<number>`count(*)::int` }).from(paymentOrders).where(where),
      ]);
      const refunds = await refundsOf(rows.map((row) => row.id));
      const total = counted?.total ?? 0;
      return {
        orders: rows.map((row) => toHistoryOrder(row, refunds.get(row.id) ?? [])),
        pagination: { page, limit, total, hasMore: (page - 1) * limit + rows.length < total },
      };
    },

    /** GET /payments/history/:orderId/receipt.pdf — the caller's paid (or refunded) order only. */
    async receipt(buyer: Buyer, orderId: string): Promise<{ bytes: Buffer; filename: string }> {
      const [order] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.id, orderId),
            eq(paymentOrders.userId, buyer.id),
            inArray(paymentOrders.status, ['paid', 'refunded']),
          ),
        );
      if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND_MESSAGE);
      const [refunds, legalName, address, taxId] = await Promise.all([
        refundsOf([order.id]).then((map) => map.get(order.id) ?? []),
        settings.getEffective('BUSINESS_LEGAL_NAME'),
        settings.getEffective('BUSINESS_ADDRESS'),
        settings.getEffective('BUSINESS_TAX_ID'),
      ]);
      const number = receiptNumber(order);
      const input: ReceiptInput = {
        receiptNumber: number,
        seller: {
          legalName: legalName ?? BUSINESS_PLACEHOLDERS.BUSINESS_LEGAL_NAME,
          address: address ?? BUSINESS_PLACEHOLDERS.BUSINESS_ADDRESS,
          taxId: taxId ?? null,
        },
        buyer: { name: buyer.name, email: buyer.email },
        order: {
          id: order.id,
          profilerTitle: order.assessmentTitle,
          currency: order.currency,
          amountMinor: order.amountMinor,
          listPriceMinor: order.listPriceMinor,
          discountMinor: order.discountMinor,
          couponCode: order.couponCode,
          provider: order.provider,
          providerPaymentId: order.providerPaymentId,
          paidAt: order.paidAt ?? order.updatedAt,
          status: order.status,
        },
        refunds: refunds.map((refund) => ({
          amountMinor: refund.amountMinor,
          status: refund.status,
          reason: refund.reason,
          date: refund.processedAt ?? refund.createdAt,
        })),
        generatedAt: now(),
      };
      const bytes = await renderReceiptPdf(input);
      return {
        bytes,
        filename: `pathwise-receipt-${number.toLowerCase()}-${fileSlug(order.assessmentTitle, 'profiler')}.pdf`,
      };
    },

    /** GET /payments/admin/provider-status — which provider takes new orders, and the webhook URL. */
    async providerStatus(): Promise<PaymentProviderStatus> {
      const [keyId, keySecret, webhookSecret] = await Promise.all([
        settings.getEffective('RAZORPAY_KEY_ID'),
        settings.getEffective('RAZORPAY_KEY_SECRET'),
        settings.getEffective('RAZORPAY_WEBHOOK_SECRET'),
      ]);
      // The same choice as the provider resolver (platform/payments/payment-provider.ts).
      let active: ActivePaymentProvider;
      if (keyId && keySecret) active = keyId.startsWith('rzp_live_') ? 'razorpay_live' : 'razorpay_test';
      else active = config.isProduction ? 'none' : 'test_checkout';
      return {
        active,
        webhookUrl: `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/payments/webhook`,
        webhookSecretSet: Boolean(webhookSecret),
      };
    },
  };
}
export type PaymentHistoryService = ReturnType<typeof createPaymentHistoryService>;
