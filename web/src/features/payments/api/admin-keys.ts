import type { AdminPaymentsFilters } from './admin-filters';

/** Query keys of the admin payments console; every key starts with 'admin' so Refresh Cache clears them. */
export const adminPaymentKeys = {
  all: ['admin', 'payments'] as const,
  lists: () => [...adminPaymentKeys.all, 'list'] as const,
  list: (filters: AdminPaymentsFilters, page: number) =>
    [...adminPaymentKeys.lists(), filters, page] as const,
  summaries: () => [...adminPaymentKeys.all, 'summary'] as const,
  summary: (filters: AdminPaymentsFilters) => [...adminPaymentKeys.summaries(), filters] as const,
  detail: (orderId: string) => [...adminPaymentKeys.all, 'detail', orderId] as const,
  profilerOptions: () => ['admin', 'payment-profiler-options'] as const,
};
