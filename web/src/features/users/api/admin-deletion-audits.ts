import type { DeletionAuditList, DeletionStats } from '@pathwise/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminUserKeys } from './admin-users-keys';

/** Spec §9: deletion audits start at page 1, 20 a page; the stats cover 30 days unless chosen. */
export const DELETION_AUDITS_LIMIT = 20;
export const DELETION_STATS_PERIODS = [7, 30, 90] as const;
export const DEFAULT_DELETION_STATS_PERIOD = 30;

export function useDeletionAudits(page: number, search: string) {
  return useQuery({
    queryKey: adminUserKeys.deletionAudits(page, search),
    queryFn: ({ signal }) =>
      api.get<DeletionAuditList>('/admin/user-deletion-audits', {
        params: { page, limit: DELETION_AUDITS_LIMIT, ...(search ? { search } : {}) },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDeletionStats(period: number) {
  return useQuery({
    queryKey: adminUserKeys.deletionStats(period),
    queryFn: ({ signal }) =>
      api.get<DeletionStats>('/admin/user-deletion-stats', { params: { period }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}
