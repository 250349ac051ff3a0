import type { CatalogueDetail, CatalogueDetailResponseSchema } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';
import { CATALOGUE_STALE_TIME } from './get-catalogue';

type CatalogueDetailResponse = z.infer<typeof CatalogueDetailResponseSchema>;

/** A profiler's introduction: long description, its sections and what this person will be asked. */
export async function getCatalogueDetail(id: string, signal?: AbortSignal): Promise<CatalogueDetail> {
  const body = await api.get<CatalogueDetailResponse>(`/assessments/${encodeURIComponent(id)}`, {
    signal,
    silent: true,
  });
  return body.assessment;
}

export const getCatalogueDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id),
    queryFn: ({ signal }) => getCatalogueDetail(id, signal),
    staleTime: CATALOGUE_STALE_TIME,
  });

export function useCatalogueDetail(id: string) {
  return useQuery(getCatalogueDetailQueryOptions(id));
}
