import type { AdminReferralsFilters } from './admin-referrals-filters';
import type { MyReferralsParams } from './get-my-referrals';

/**
 * Query keys of the referral programme. The people's keys (a person's own data) live under
 * `['referrals', …]`; the admin console's under `['admin', 'referrals', …]`.
 */
export const referralKeys = {
  all: ['referrals'] as const,
  featureStatus: () => [...referralKeys.all, 'feature-status'] as const,
  config: () => [...referralKeys.all, 'config'] as const,
  stats: () => [...referralKeys.all, 'stats'] as const,
  myReferralsAll: () => [...referralKeys.all, 'my-referrals'] as const,
  myReferrals: (query: MyReferralsParams) => [...referralKeys.myReferralsAll(), query] as const,
};

/** The admin console's keys; every one starts with 'admin' so the console's Refresh Cache clears them. */
export const adminReferralKeys = {
  all: ['admin', 'referrals'] as const,
  feature: () => [...adminReferralKeys.all, 'feature'] as const,
  terms: () => [...adminReferralKeys.all, 'terms'] as const,
  activeTerms: () => [...adminReferralKeys.terms(), 'active'] as const,
  termsHistory: () => [...adminReferralKeys.terms(), 'history'] as const,
  lists: () => [...adminReferralKeys.all, 'list'] as const,
  list: (filters: AdminReferralsFilters, page: number, limit: number) =>
    [...adminReferralKeys.lists(), filters, page, limit] as const,
  analyticsAll: () => [...adminReferralKeys.all, 'analytics'] as const,
  analytics: (period: number) => [...adminReferralKeys.analyticsAll(), period] as const,
};
