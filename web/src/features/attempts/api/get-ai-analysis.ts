import type { AiAnalysis, AiAnalysisResponse } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptKeys } from './keys';

/** How often a report being written is checked again. */
export const AI_ANALYSIS_POLL_MS = 3_000;

export function isAnalysisRunning(analysis: Pick<AiAnalysis, 'status'> | null | undefined): boolean {
  return analysis?.status === 'pending' || analysis?.status === 'processing';
}

/** The AI analysis of one of the person's attempts; `analysis` is null when none was requested. */
export async function getAiAnalysis(attemptId: string, signal?: AbortSignal): Promise<AiAnalysisResponse> {
  return api.get<AiAnalysisResponse>(`/assessments/results/${encodeURIComponent(attemptId)}/ai-analysis`, {
    signal,
    silent: true,
  });
}

export const getAiAnalysisQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: attemptKeys.aiAnalysis(attemptId),
    queryFn: ({ signal }) => getAiAnalysis(attemptId, signal),
    staleTime: 0,
    // Poll while the report is being written; stop once it is done, failed or missing.
    refetchInterval: (query) => (isAnalysisRunning(query.state.data?.analysis) ? AI_ANALYSIS_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

export function useAiAnalysis(attemptId: string, enabled = true) {
  return useQuery({ ...getAiAnalysisQueryOptions(attemptId), enabled });
}
