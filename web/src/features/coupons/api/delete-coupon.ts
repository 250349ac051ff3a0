import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

/** Resolves with the server's message, which says how many profilers stopped being on sale. */
export async function deleteCoupon(id: string): Promise<string> {
  const result = await api.delete<{ success: true; message: string }>(
    `/coupons/admin/${encodeURIComponent(id)}`,
    undefined,
    { silent: true },
  );
  return result.message;
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
