import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfilers } from './refresh-profilers';

export type BulkAssignInput = { groupId: string; assessmentIds: string[] };
export type BulkAssignResult = { message: string; assigned: number };

/** Puts several profilers in one grouping category (all or none). */
export function bulkAssignAssessments({
  groupId,
  assessmentIds,
}: BulkAssignInput): Promise<BulkAssignResult> {
  return api.post<BulkAssignResult>(
    `/admin/assessment-categories/${encodeURIComponent(groupId)}/bulk-assign`,
    { assessmentIds },
    { silent: true },
  );
}

export function useBulkAssignAssessments() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkAssignAssessments, onSuccess: () => refreshProfilers(queryClient) });
}
