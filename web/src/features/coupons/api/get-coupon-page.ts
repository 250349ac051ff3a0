import type { Coupon, Pagination } from '@pathwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

export const COUPON_PAGE_SIZE = 20;

export type CouponPage = { coupons: Coupon[]; pagination: Pagination };
export type CouponPageQuery = { search: string; page: number };

/** One page of coupons, newest first, searching name and code on the server. */
export async function getCouponPage(query: CouponPageQuery, signal?: AbortSignal): Promise<CouponPage> {
  const body = await api.get<{ success: true; data: Coupon[]; pagination: Pagination }>('/coupons/admin', {
    params: { search: query.search.trim() || undefined, page: query.page, limit: COUPON_PAGE_SIZE },
    signal,
    silent: true,
  });
  return { coupons: body.data, pagination: body.pagination };
}

export const getCouponPageQueryOptions = (query: CouponPageQuery) =>
  queryOptions({
    queryKey: couponKeys.page(query),
    queryFn: ({ signal }) => getCouponPage(query, signal),
    // Keeps the current page on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useCouponPage(query: CouponPageQuery) {
  return useQuery(getCouponPageQueryOptions(query));
}
