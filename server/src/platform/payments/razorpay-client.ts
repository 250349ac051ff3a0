import {
  createProviderHttp,
  type FetchLike,
  ProviderError,
  type ProviderRequest,
  type ProviderResponse,
  stringField,
} from '../provider-http.ts';

/**
 * A thin client for Razorpay's REST API (integrations.md §1). The official SDK has no base-URL
 * option, no timeout and turns network failures into TypeErrors, so we speak HTTP ourselves.
 * `baseUrl` is the host (https://api.razorpay.com); paths carry their `/v1`.
 * Orders, payments and refunds are added here as small methods over `request`.
 */
export type RazorpayClientOptions = {
  keyId: string;
  keySecret: string;
  baseUrl: string;
  timeoutMs?: number;
  /**
   * Further tries after a network error or a 5xx (not after a timeout or a 4xx). Default 0: the
   * settings' connection test reports what happened; payments ask for 2.
   */
  retries?: number;
  /** First wait before a retry, doubled each time. Default 250 ms. */
  retryDelayMs?: number;
  fetch?: FetchLike;
};

export type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | unknown[];
  created_at: number;
};

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** GET /v1/payments/:id (integrations.md §1.4); the fields we read. */
export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  method?: string;
  amount_refunded?: number;
  captured?: boolean;
  error_code?: string | null;
  error_description?: string | null;
  created_at?: number;
};

/** A refund (integrations.md §1.5); the fields we read. */
export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  receipt?: string | null;
  notes?: Record<string, string> | unknown[];
  status: 'pending' | 'processed' | 'failed';
  created_at?: number;
};

export type RazorpayCollection<T> = { entity: 'collection'; count: number; items: T[] };

export const RAZORPAY_PROVIDER = 'Razorpay';

/** `{"error":{"code","description","field","source","step","reason","metadata"}}` (integrations.md §1). */
export function parseRazorpayError(body: unknown): { message?: string; code?: string } {
  const description = stringField(body, 'error', 'description');
  const field = stringField(body, 'error', 'field');
  return {
    message: description && field && !description.includes(field) ? `${description} (${field})` : description,
    code: stringField(body, 'error', 'code'),
  };
}

/** Test keys start rzp_test_, live keys rzp_live_. */
export function razorpayMode(keyId: string): 'test' | 'live' | 'unknown' {
  if (keyId.startsWith('rzp_test_')) return 'test';
  if (keyId.startsWith('rzp_live_')) return 'live';
  return 'unknown';
}

/**
 * Whether a failed call may be tried again at once: a network error (nothing reached Razorpay, or
 * the connection dropped) or a 5xx. Not a timeout: Razorpay may still be working on it, and
 * waiting twice as long helps nobody at checkout. Not a 4xx: the same request fails the same way.
 */
export function isRetryableRazorpayFailure(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && error.status >= 500;
}

export function createRazorpayClient(options: RazorpayClientOptions) {
  const send = createProviderHttp({
    provider: RAZORPAY_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 15_000,
    headers: {
      authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`,
    },
    parseError: parseRazorpayError,
    fetch: options.fetch,
  });
  const retries = options.retries ?? 0;
  const retryDelayMs = options.retryDelayMs ?? 250;

  async function request<T>(req: ProviderRequest): Promise<ProviderResponse<T>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await send<T>(req);
      } catch (error) {
        if (attempt >= retries || !isRetryableRazorpayFailure(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
      }
    }
  }

  return {
    /**
     * POST /v1/orders. A retried create after a dropped connection may leave an unused order at
     * Razorpay: harmless (nothing can be captured on it without our checkout), unlike a lost one.
     */
    async createOrder(input: {
      amount: number;
      currency: string;
      receipt?: string;
      notes?: Record<string, string>;
    }): Promise<RazorpayOrder> {
      const { data } = await request<RazorpayOrder>({ method: 'POST', path: '/v1/orders', body: input });
      return data;
    },

    /** GET /v1/payments/:id. */
    async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
      const { data } = await request<RazorpayPayment>({
        method: 'GET',
        path: `/v1/payments/${encodeURIComponent(paymentId)}`,
      });
      return data;
    },

    /** GET /v1/orders/:id/payments: every payment attempt on the order (reconciliation). */
    async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
      const { data } = await request<RazorpayCollection<RazorpayPayment>>({
        method: 'GET',
        path: `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      });
      return data.items;
    },

    /**
     * POST /v1/payments/:id/refund with `X-Refund-Idempotency`: the same key and body answer the
     * same refund, so retrying after a dropped connection or a 5xx cannot refund twice. `amount`
     * omitted refunds what remains.
     */
    async refundPayment(
      paymentId: string,
      input: {
        amount?: number;
        speed?: 'normal' | 'optimum';
        receipt?: string;
        notes?: Record<string, string>;
      },
      idempotencyKey: string,
    ): Promise<RazorpayRefund> {
      const { data } = await request<RazorpayRefund>({
        method: 'POST',
        path: `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        body: input,
        headers: { 'X-Refund-Idempotency': idempotencyKey },
      });
      return data;
    },

    /** GET /v1/payments/:id/refunds. */
    async fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]> {
      const { data } = await request<RazorpayCollection<RazorpayRefund>>({
        method: 'GET',
        path: `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
      });
      return data.items;
    },

    /** GET /v1/orders: newest first. */
    async listOrders(query: { count?: number; skip?: number; from?: number; to?: number } = {}) {
      const { data } = await request<RazorpayCollection<RazorpayOrder>>({
        method: 'GET',
        path: '/v1/orders',
        query: { count: query.count, skip: query.skip, from: query.from, to: query.to },
      });
      return data;
    },
  };
}
export type RazorpayClient = ReturnType<typeof createRazorpayClient>;
