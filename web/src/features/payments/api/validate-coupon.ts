import type { ValidateCouponResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * Prices a typed code for this profiler. A refusal (unknown, expired, used up…) is an answer, not an
 * error: 200 {success:false, message, reason}. Only a failed call throws.
 */
export function validateCoupon(code: string, assessmentId: string): Promise<ValidateCouponResponse> {
  return api.post<ValidateCouponResponse>('/coupons/validate', { code, assessmentId }, { silent: true });
}

/** Codes are matched case-insensitively: one check per code whatever its case. */
export const normaliseCouponCode = (code: string) => code.trim().toUpperCase();

export const validateCouponQueryOptions = (code: string, assessmentId: string) =>
  queryOptions({
    queryKey: paymentKeys.couponCheck(assessmentId, normaliseCouponCode(code)),
    queryFn: () => validateCoupon(normaliseCouponCode(code), assessmentId),
    staleTime: 30_000,
  });

/** The check of `code` (already debounced by the caller); idle while the field is empty. */
export function useCouponCheck(code: string, assessmentId: string) {
  return useQuery({
    ...validateCouponQueryOptions(code, assessmentId),
    enabled: normaliseCouponCode(code) !== '',
  });
}
