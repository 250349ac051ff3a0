import type { AdminNormsResponse, NormsStatusResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { normsKeys } from './norms-keys';

/** A profiler's score distributions: everyone's histogram per trait and every cohort's size. */
export async function getAdminNorms(assessmentId: string, signal?: AbortSignal): Promise<AdminNormsResponse> {
  return api.get<AdminNormsResponse>(`/admin/assessments/${encodeURIComponent(assessmentId)}/norms`, {
    signal,
    silent: true,
  });
}

export const getAdminNormsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: normsKeys.adminDistributions(assessmentId),
    queryFn: ({ signal }) => getAdminNorms(assessmentId, signal),
    staleTime: 5 * 60_000,
  });

export function useAdminNorms(assessmentId: string) {
  return useQuery(getAdminNormsQueryOptions(assessmentId));
}

/** The norms job's last run and schedule. */
export async function getNormsStatus(signal?: AbortSignal): Promise<NormsStatusResponse> {
  return api.get<NormsStatusResponse>('/admin/norms/status', { signal, silent: true });
}

export const getNormsStatusQueryOptions = () =>
  queryOptions({
    queryKey: normsKeys.adminStatus(),
    queryFn: ({ signal }) => getNormsStatus(signal),
    staleTime: 60_000,
  });

export function useNormsStatus() {
  return useQuery(getNormsStatusQueryOptions());
}
