import type { SeoAnalysis, SeoAnalysisWithHistory, SeoBulkRun, SeoInsights } from '@pathwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { blogKeys } from './keys';

/** An article's latest analysis with its history; null before its first analysis (404). */
export function useSeoAnalysis(articleId: string | null) {
  return useQuery({
    queryKey: blogKeys.seoAnalysis(articleId ?? 'new'),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<SeoAnalysisWithHistory>(`/seo-analysis/${encodeURIComponent(articleId ?? '')}`, {
          signal,
          silent: true,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: articleId !== null,
  });
}

export function useAnalyzeArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (articleId: string) =>
      api.post<SeoAnalysis>('/seo-analysis/analyze', { articleId }, { silent: true }),
    onSuccess: (analysis) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blogKeys.seoAnalysis(analysis.articleId) }),
        queryClient.invalidateQueries({ queryKey: blogKeys.articleLists() }),
        queryClient.invalidateQueries({ queryKey: blogKeys.seoInsights() }),
      ]),
  });
}

export function useSeoInsights() {
  return useQuery({
    queryKey: blogKeys.seoInsights(),
    queryFn: ({ signal }) =>
      api.get<SeoInsights>('/seo-analysis/insights/overview', { signal, silent: true }),
  });
}

export function useStartBulkAnalysis() {
  return useMutation({
    mutationFn: (articleIds: string[]) => api.post<SeoBulkRun>('/seo-analysis/bulk', { articleIds }),
  });
}

/** How far a bulk run has got; asks again every second until it is done. */
export function useBulkRun(runId: string | null) {
  return useQuery({
    queryKey: blogKeys.seoBulkRun(runId ?? ''),
    queryFn: ({ signal }) =>
      api.get<SeoBulkRun>(`/seo-analysis/bulk/${encodeURIComponent(runId ?? '')}`, { signal, silent: true }),
    enabled: runId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : 1_000),
  });
}
