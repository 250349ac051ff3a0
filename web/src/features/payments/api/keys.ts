/** Query keys of buying profilers (a person's own data: no 'admin' prefix). */
export const paymentKeys = {
  all: ['payments'] as const,
  /** Whether the person may take one profiler (free, owned, pending, not_owned). */
  accessAll: () => [...paymentKeys.all, 'access'] as const,
  access: (assessmentId: string) => [...paymentKeys.accessAll(), assessmentId] as const,
  order: (orderId: string) => [...paymentKeys.all, 'order', orderId] as const,
  couponCheck: (assessmentId: string, code: string) =>
    [...paymentKeys.all, 'coupon-check', assessmentId, code] as const,
  availableCoupons: (assessmentId: string) =>
    [...paymentKeys.all, 'available-coupons', assessmentId] as const,
};
