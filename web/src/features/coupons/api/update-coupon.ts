import type { Coupon, UpdateCouponBody } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

export async function updateCoupon(id: string, body: UpdateCouponBody): Promise<Coupon> {
  const result = await api.put<{ success: true; data: Coupon }>(
    `/coupons/admin/${encodeURIComponent(id)}`,
    body,
    { silent: true },
  );
  return result.data;
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCouponBody }) => updateCoupon(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
