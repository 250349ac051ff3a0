/** Query keys of the coupons domain; every key starts with 'admin' so Refresh Cache clears them. */
export const couponKeys = {
  all: ['admin', 'coupons'] as const,
  /** Every coupon at once (pickers on the profiler and pricing screens). */
  list: () => [...couponKeys.all, 'list'] as const,
  /** One searched page of the coupons screen. */
  page: (query: { search: string; page: number }) => [...couponKeys.all, 'page', query] as const,
  usage: (id: string, page: number) => [...couponKeys.all, 'usage', id, page] as const,
  /** Profilers offered by the applicability picker. */
  profilerOptions: (search: string) => ['admin', 'coupon-profiler-options', search] as const,
  profilerTitle: (id: string) => ['admin', 'coupon-profiler-title', id] as const,
};
