import type {
  AiAnalysis,
  AiAnalysisResponse,
  AiAnalysisStatus,
  AiAnalysisStatusResponse,
} from '@pathwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAttemptKeys } from './admin-keys';

/** How often running analyses are checked again on the admin results screen. */
export const ADMIN_AI_POLL_MS = 5_000;

/** Still being written: pending (queued) or processing. */
export function isAiStatusRunning(status: AiAnalysisStatus | null | undefined): boolean {
  return status === 'pending' || status === 'processing';
}

/** The AI analysis of any attempt (the provider's own error included); `analysis` is null when none exists. */
export async function getAdminAiAnalysis(
  attemptId: string,
  signal?: AbortSignal,
): Promise<AiAnalysisResponse> {
  return api.get<AiAnalysisResponse>(`/admin/test-attempts/${encodeURIComponent(attemptId)}/ai-analysis`, {
    signal,
    silent: true,
  });
}

export function useAdminAiAnalysis(attemptId: string, enabled = true) {
  return useQuery({
    queryKey: adminAttemptKeys.aiAnalysis(attemptId),
    queryFn: ({ signal }) => getAdminAiAnalysis(attemptId, signal),
    enabled,
    refetchInterval: (query) =>
      isAiStatusRunning(query.state.data?.analysis?.status) ? ADMIN_AI_POLL_MS : false,
  });
}

export type AiStatusById = Record<string, AiAnalysisStatus | null>;

/** The AI analysis status of up to 200 attempts in one call (null: none was requested). */
export async function getAdminAiStatuses(attemptIds: readonly string[]): Promise<AiStatusById> {
  const body = await api.post<AiAnalysisStatusResponse>(
    '/admin/test-attempts/ai-analysis-status',
    { testAttemptIds: attemptIds },
    { silent: true },
  );
  return Object.fromEntries(body.statuses.map((entry) => [entry.testAttemptId, entry.status]));
}

/** The statuses of the attempts on screen, checked every 5 s while any is still being written. */
export function useAdminAiStatuses(attemptIds: readonly string[]) {
  return useQuery({
    queryKey: adminAttemptKeys.aiStatusBatch(attemptIds),
    queryFn: () => getAdminAiStatuses(attemptIds),
    enabled: attemptIds.length > 0,
    refetchInterval: (query) =>
      Object.values(query.state.data ?? {}).some(isAiStatusRunning) ? ADMIN_AI_POLL_MS : false,
  });
}

export type RegenerateResult = { analysis: AiAnalysis; message: string };

/** Queues a new analysis. Answers 409 while one is pending or processing unless `force` is set. */
export async function regenerateAiAnalysis(attemptId: string, force: boolean): Promise<RegenerateResult> {
  const body = await api.post<AiAnalysisResponse & RegenerateResult>(
    `/admin/test-attempts/${encodeURIComponent(attemptId)}/ai-analysis/regenerate`,
    { forceRegenerate: force },
    { silent: true },
  );
  return { analysis: body.analysis as AiAnalysis, message: body.message };
}

export function useRegenerateAiAnalysis(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) => regenerateAiAnalysis(attemptId, force),
    onSuccess: ({ analysis }) => {
      queryClient.setQueryData<AiAnalysisResponse>(adminAttemptKeys.aiAnalysis(attemptId), {
        testAttemptId: attemptId,
        analysis,
      });
      return queryClient.invalidateQueries({ queryKey: adminAttemptKeys.aiStatuses() });
    },
  });
}
