import type { MergeTagsResult, Tag, TagItemsSchema, TagListSchema } from '@pathwise/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { blogKeys } from './keys';

type TagList = z.infer<typeof TagListSchema>;
type TagItems = z.infer<typeof TagItemsSchema>;

const tagPath = (id: string) => `/article-tags/${encodeURIComponent(id)}`;

export function useTags(page: number, limit: number, search: string) {
  return useQuery({
    queryKey: blogKeys.tagList(page, limit, search),
    queryFn: ({ signal }) =>
      api.get<TagList>('/article-tags', {
        params: { page, limit, search: search.trim() || undefined },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function usePopularTags(limit = 10) {
  return useQuery({
    queryKey: blogKeys.popularTags(),
    queryFn: ({ signal }) =>
      api.get<TagItems>('/article-tags/popular', { params: { limit }, signal, silent: true }),
    select: (data) => data.items,
  });
}

/** Suggestions while typing; an empty box asks for nothing. */
export function useTagSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: blogKeys.tagSuggestions(text),
    queryFn: ({ signal }) =>
      api.get<TagItems>('/article-tags/suggestions', { params: { q: text }, signal, silent: true }),
    enabled: text.length > 0,
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}

/** What merging would do: how many articles move to the target (GET /article-tags/merge-preview). */
export function useMergePreview(sourceTagId: string, targetTagId: string) {
  return useQuery({
    queryKey: blogKeys.mergePreview(sourceTagId, targetTagId),
    queryFn: ({ signal }) =>
      api.get<MergeTagsResult>('/article-tags/merge-preview', {
        params: { sourceTagId, targetTagId },
        signal,
        silent: true,
      }),
    enabled: sourceTagId !== '' && targetTagId !== '' && sourceTagId !== targetTagId,
    staleTime: 0,
  });
}

export function useTagMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: blogKeys.tags() }),
      queryClient.invalidateQueries({ queryKey: blogKeys.articleLists() }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: { name: string; slug?: string } }) =>
        id
          ? api.put<Tag>(tagPath(id), body, { silent: true })
          : api.post<Tag>('/article-tags', body, { silent: true }),
      onSettled: refresh,
    }),
    toggle: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        api.patch<Tag>(`${tagPath(id)}/toggle`, { isActive }),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (id: string) => api.delete<unknown>(tagPath(id)), onSettled: refresh }),
    merge: useMutation({
      mutationFn: (body: { sourceTagId: string; targetTagId: string }) =>
        api.post<MergeTagsResult>('/article-tags/merge', body),
      onSettled: refresh,
    }),
  };
}

/** Creates a tag from the editor's tag box (silent: the box says what went wrong). */
export function createTag(name: string): Promise<Tag> {
  return api.post<Tag>('/article-tags', { name }, { silent: true });
}
