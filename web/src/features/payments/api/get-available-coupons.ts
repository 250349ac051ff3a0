import type { AvailableCoupon, AvailableCouponsResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

export type AvailableCoupons = { coupons: AvailableCoupon[]; currency: string | null };

/** The coupons usable for this profiler, best discount first (none when the server refuses, e.g. free). */
export async function getAvailableCoupons(
  assessmentId: string,
  signal?: AbortSignal,
): Promise<AvailableCoupons> {
  const body = await api.get<AvailableCouponsResponse>('/coupons/available', {
    params: { assessmentId },
    signal,
    silent: true,
  });
  if (!body.success) return { coupons: [], currency: null };
  return { coupons: body.data.coupons, currency: body.data.currency };
}

export const getAvailableCouponsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: paymentKeys.availableCoupons(assessmentId),
    queryFn: ({ signal }) => getAvailableCoupons(assessmentId, signal),
  });

export function useAvailableCoupons(assessmentId: string, enabled = true) {
  return useQuery({ ...getAvailableCouponsQueryOptions(assessmentId), enabled });
}
