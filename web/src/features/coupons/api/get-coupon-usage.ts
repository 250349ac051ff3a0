import type { Coupon, CouponUsage, Pagination } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

export const COUPON_USAGE_PAGE_SIZE = 10;

export type CouponUsagePage = { coupon: Coupon; usages: CouponUsage[]; pagination: Pagination };

/** One page of a coupon's redemptions, newest first. */
export async function getCouponUsage(
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<CouponUsagePage> {
  const body = await api.get<{ success: true; data: CouponUsagePage }>(
    `/coupons/admin/${encodeURIComponent(id)}/usage`,
    { params: { page, limit: COUPON_USAGE_PAGE_SIZE }, signal, silent: true },
  );
  return body.data;
}

export const getCouponUsageQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: couponKeys.usage(id, page),
    queryFn: ({ signal }) => getCouponUsage(id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useCouponUsage(id: string, page: number) {
  return useQuery(getCouponUsageQueryOptions(id, page));
}
