import type { Coupon } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

type CouponList = { success: true; data: Coupon[] };

/** All coupons (the admin list is small; 200 is the server's page cap). */
export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  const body = await api.get<CouponList>('/coupons/admin', { params: { limit: 200 }, signal, silent: true });
  return body.data;
}

export const getCouponsQueryOptions = () =>
  queryOptions({
    queryKey: couponKeys.list(),
    queryFn: ({ signal }) => getCoupons(signal),
    staleTime: 5 * 60_000,
  });

export function useCoupons() {
  return useQuery(getCouponsQueryOptions());
}
