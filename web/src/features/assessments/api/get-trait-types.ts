import type { CustomTraitType } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assessmentKeys } from './keys';

export type TraitTypeList = { builtIn: string[]; custom: CustomTraitType[] };

export function getTraitTypes(signal?: AbortSignal): Promise<TraitTypeList> {
  return api.get<TraitTypeList>('/admin/trait-types', { signal, silent: true });
}

export const getTraitTypesQueryOptions = () =>
  queryOptions({ queryKey: assessmentKeys.traitTypes(), queryFn: ({ signal }) => getTraitTypes(signal) });

export function useTraitTypes() {
  return useQuery(getTraitTypesQueryOptions());
}
