import type { Coupon, CreateCouponBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

export async function createCoupon(body: CreateCouponBody): Promise<Coupon> {
  const result = await api.post<{ success: true; data: Coupon }>('/coupons/admin', body, { silent: true });
  return result.data;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
