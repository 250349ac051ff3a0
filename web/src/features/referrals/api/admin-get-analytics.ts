import type { ReferralAnalytics } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReferralKeys } from './keys';

/** The periods the console offers, in days ending today (spec §9's analytics ranges). */
export const REFERRAL_ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type ReferralAnalyticsPeriod = (typeof REFERRAL_ANALYTICS_PERIODS)[number];
export const DEFAULT_REFERRAL_ANALYTICS_PERIOD: ReferralAnalyticsPeriod = 30;

export function isReferralAnalyticsPeriod(value: number): value is ReferralAnalyticsPeriod {
  return (REFERRAL_ANALYTICS_PERIODS as readonly number[]).includes(value);
}

/** The funnel, money, rewards, top referrers and days of the last `period` days (GET /referrals/admin/analytics). */
export async function getReferralAnalytics(period: number, signal?: AbortSignal): Promise<ReferralAnalytics> {
  return api.get<ReferralAnalytics>('/referrals/admin/analytics', {
    params: { period },
    signal,
    silent: true,
  });
}

export const getReferralAnalyticsQueryOptions = (period: number) =>
  queryOptions({
    queryKey: adminReferralKeys.analytics(period),
    queryFn: ({ signal }) => getReferralAnalytics(period, signal),
    // The figures of the previous period stay (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useReferralAnalytics(period: number) {
  return useQuery(getReferralAnalyticsQueryOptions(period));
}
