/**
 * Funnel events for the tag manager (spec §9: "Analytics events are pushed to a data layer except
 * on localhost"). The page's tag-manager snippet reads `window.dataLayer`; we only append to it.
 */

export type FunnelEventName =
  | 'assessment_start'
  | 'assessment_progress'
  | 'assessment_complete'
  | 'assessment_abandon';

export type AssessmentFunnelData = {
  assessmentId: string;
  attemptId: string;
  /** Whole percent of the questions answered. */
  progress: number;
};

type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Development and test machines: their visits would only pollute the funnels. */
export function isLocalHostname(hostname: string): boolean {
  return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost');
}

/** Appends one event to `window.dataLayer`; nothing on localhost, and never throws. */
export function pushEvent(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || isLocalHostname(window.location.hostname)) return;
  try {
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ ...data, event });
  } catch {
    // Analytics must never break the product.
  }
}

/** One assessment funnel step; extra fields (such as `resumed`) ride along. */
export function trackAssessment(
  event: FunnelEventName,
  data: AssessmentFunnelData & Record<string, unknown>,
): void {
  pushEvent(event, data);
}

export type ShareAction = 'link_created' | 'link_copied' | 'shared_natively' | 'link_revoked';

/** The "share" funnel of spec §9: what the person did with a report's share link. */
export function trackShare(data: { attemptId: string; action: ShareAction }): void {
  pushEvent('share', data);
}

export type PaymentFunnelEvent = 'payment_start' | 'payment_complete' | 'payment_failed';

/** The payment funnel of spec §9: a checkout begun, a payment confirmed, a payment that failed. */
export function trackPayment(
  event: PaymentFunnelEvent,
  data: {
    assessmentId: string;
    orderId?: string;
    provider?: string;
    amount?: number;
    currency?: string;
  } & Record<string, unknown>,
): void {
  pushEvent(event, data);
}

/** The "blog view" funnel of spec §9: an article opened (once per opening, beside the server's count). */
export function trackBlogView(data: { articleId: string; slug: string; category: string | null }): void {
  pushEvent('blog_view', data);
}
