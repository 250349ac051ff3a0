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

/**
 * Property names that could carry personal data or a secret (a person's name or e-mail, their
 * answers, a token, a signature, a coupon or one-time code). The typed helpers below never pass
 * them; this is the guard against a later call site that would: such a property is dropped.
 */
const PERSONAL_OR_SECRET = /name|e-?mail|phone|answer|token|signature|secret|password|code/i;

/**
 * Appends one event to `window.dataLayer`; nothing on localhost, never a personal or secret
 * property (see above), and never throws. The event name cannot be overwritten by the data.
 */
export function pushEvent(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || isLocalHostname(window.location.hostname)) return;
  try {
    const safe = Object.fromEntries(Object.entries(data).filter(([key]) => !PERSONAL_OR_SECRET.test(key)));
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ ...safe, event });
  } catch {
    // Analytics must never break the product.
  }
}

/** One assessment funnel step (docs/analytics-events.md says when each is sent). */
export function trackAssessment(
  event: FunnelEventName,
  data: AssessmentFunnelData & {
    /** assessment_start: the person went back to an unfinished attempt rather than a new one. */
    resumed?: boolean;
    /** assessment_progress: the milestone (25, 50, 75 or 100 percent answered) first reached. */
    milestone?: number;
  },
): void {
  pushEvent(event, data);
}

export type ShareAction = 'link_created' | 'link_copied' | 'shared_natively' | 'link_revoked';

/** The "share" funnel of spec §9: what the person did with a report's share link. */
export function trackShare(data: { attemptId: string; action: ShareAction }): void {
  pushEvent('share', data);
}

export type PaymentFunnelEvent = 'payment_start' | 'payment_complete' | 'payment_failed';

/**
 * Why a payment failed, as a stable code (the message shown to the person is translated and may
 * quote the provider, so it is never sent).
 */
export type PaymentFailureReason =
  | 'order_failed'
  | 'checkout_unavailable'
  | 'dismissed'
  | 'declined'
  | 'pay_failed'
  | 'verify_failed';

/** The payment funnel of spec §9: a checkout begun, a payment confirmed, a payment that failed. */
export function trackPayment(
  event: PaymentFunnelEvent,
  data: {
    assessmentId: string;
    orderId?: string;
    provider?: string;
    /** The price in the currency's major unit (49.5 for ₹49.50), after any coupon. */
    amount?: number;
    currency?: string;
    reason?: PaymentFailureReason;
  },
): void {
  pushEvent(event, data);
}

/** The "blog view" funnel of spec §9: an article opened (once per opening, beside the server's count). */
export function trackBlogView(data: { articleId: string; slug: string; category: string | null }): void {
  pushEvent('blog_view', data);
}
