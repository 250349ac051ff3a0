import type { AssessmentListResponse } from '@pathwise/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPaymentKeys } from './admin-keys';

export type PaymentProfilerOption = { id: string; title: string };

/** The most profilers the filter lists (the API's page limit); paid ones are the ones with orders. */
export const PROFILER_OPTION_LIMIT = 100;

export async function getPaymentProfilerOptions(signal?: AbortSignal): Promise<PaymentProfilerOption[]> {
  const body = await api.get<AssessmentListResponse>('/admin/assessments', {
    params: { price: 'paid', limit: PROFILER_OPTION_LIMIT },
    signal,
    silent: true,
  });
  return body.assessments
    .map(({ id, title }) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export function usePaymentProfilerOptions() {
  return useQuery({
    queryKey: adminPaymentKeys.profilerOptions(),
    queryFn: ({ signal }) => getPaymentProfilerOptions(signal),
    staleTime: 5 * 60_000,
  });
}
