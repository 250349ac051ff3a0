import type { Assessment, AssessmentListResponse } from '@pathwise/contract';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { couponKeys } from './keys';

/** What the applicability picker needs of a profiler. */
export type ProfilerOption = { id: string; title: string };

/** How many matches the picker offers at once; typing narrows them on the server. */
export const PROFILER_OPTION_LIMIT = 50;

export async function searchProfilerOptions(search: string, signal?: AbortSignal): Promise<ProfilerOption[]> {
  const body = await api.get<AssessmentListResponse>('/admin/assessments', {
    params: { search: search.trim() || undefined, limit: PROFILER_OPTION_LIMIT },
    signal,
    silent: true,
  });
  return body.assessments.map(({ id, title }) => ({ id, title }));
}

/** A profiler's title, or null when it no longer exists (a coupon may name a deleted profiler). */
export async function getProfilerTitle(id: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const body = await api.get<{ assessment: Pick<Assessment, 'title'> }>(
      `/admin/assessments/${encodeURIComponent(id)}`,
      { signal, silent: true },
    );
    return body.assessment.title;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useProfilerOptions(search: string, enabled: boolean) {
  return useQuery({
    queryKey: couponKeys.profilerOptions(search.trim()),
    queryFn: ({ signal }) => searchProfilerOptions(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Titles of selected profilers the option list has not shown (an edited coupon's choices). */
export function useProfilerTitles(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: couponKeys.profilerTitle(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getProfilerTitle(id, signal),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
}
