import { createProviderHttp, type FetchLike, stringField } from '../provider-http.ts';

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

export function createRazorpayClient(options: RazorpayClientOptions) {
  const request = createProviderHttp({
    provider: RAZORPAY_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 15_000,
    headers: {
      authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`,
    },
    parseError: parseRazorpayError,
    fetch: options.fetch,
  });

  return {
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
