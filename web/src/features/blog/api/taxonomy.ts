import type { TaxonomyItem, TaxonomyKind, TaxonomyListSchema } from '@pathwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { blogKeys } from './keys';

type TaxonomyList = z.infer<typeof TaxonomyListSchema>;

/** Categories and subjects share one shape and one set of calls, under their own paths. */
export const TAXONOMY_PATHS: Record<TaxonomyKind, string> = {
  category: '/article-categories',
  subject: '/article-subjects',
};

export type TaxonomyInput = { name: string; slug?: string; description?: string | null; isActive?: boolean };

export function useTaxonomy(kind: TaxonomyKind) {
  return useQuery({
    queryKey: blogKeys.taxonomy(kind),
    queryFn: ({ signal }) => api.get<TaxonomyList>(TAXONOMY_PATHS[kind], { signal, silent: true }),
    select: (data) => data.items,
  });
}

export function useTaxonomyMutations(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  const base = TAXONOMY_PATHS[kind];
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: blogKeys.taxonomy(kind) }),
      queryClient.invalidateQueries({ queryKey: blogKeys.articleLists() }),
    ]);
  const item = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    save: useMutation({
      // Silent: the dialog shows the message beside the fields.
      mutationFn: ({ id, body }: { id: string | null; body: TaxonomyInput }) =>
        id
          ? api.put<TaxonomyItem>(item(id), body, { silent: true })
          : api.post<TaxonomyItem>(base, body, { silent: true }),
      onSettled: refresh,
    }),
    toggle: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        api.patch<TaxonomyItem>(`${item(id)}/toggle`, { isActive }),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<unknown>(item(id)), onSettled: refresh }),
  };
}
