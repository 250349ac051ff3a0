import type { CatalogueGroupsResponseSchema } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';
import { CATALOGUE_STALE_TIME } from './get-catalogue';

export type CatalogueGroup = z.infer<typeof CatalogueGroupsResponseSchema>['categories'][number];

/** Active grouping categories by title, each with its number of active profilers. */
export async function getCatalogueGroups(signal?: AbortSignal): Promise<CatalogueGroup[]> {
  const body = await api.get<{ categories: CatalogueGroup[] }>('/assessments/categories', {
    signal,
    silent: true,
  });
  return body.categories;
}

export const getCatalogueGroupsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.groups(),
    queryFn: ({ signal }) => getCatalogueGroups(signal),
    staleTime: CATALOGUE_STALE_TIME,
  });

export function useCatalogueGroups() {
  return useQuery(getCatalogueGroupsQueryOptions());
}
