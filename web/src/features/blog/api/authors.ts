import type { Author, AuthorListSchema } from '@pathwise/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { blogKeys } from './keys';

type AuthorList = z.infer<typeof AuthorListSchema>;

export type AuthorInput = {
  name: string;
  slug?: string;
  bio?: string | null;
  avatarUrl?: string | null;
  links?: { label: string; url: string }[];
  isFeatured?: boolean;
  isActive?: boolean;
};

const authorPath = (id: string) => `/article-authors/${encodeURIComponent(id)}`;

export function useAuthors() {
  return useQuery({
    queryKey: blogKeys.authors(),
    queryFn: ({ signal }) => api.get<AuthorList>('/article-authors', { signal, silent: true }),
    select: (data) => data.items,
  });
}

export function useAuthorMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: blogKeys.authors() }),
      queryClient.invalidateQueries({ queryKey: blogKeys.articleLists() }),
    ]);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: AuthorInput }) =>
        id
          ? api.put<Author>(authorPath(id), body, { silent: true })
          : api.post<Author>('/article-authors', body, { silent: true }),
      onSettled: refresh,
    }),
    /** Featured is a field of the author (PUT); verified and active have their own calls. */
    feature: useMutation({
      mutationFn: ({ id, isFeatured }: { id: string; isFeatured: boolean }) =>
        api.put<Author>(authorPath(id), { isFeatured }),
      onSettled: refresh,
    }),
    verify: useMutation({
      mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) =>
        api.patch<Author>(`${authorPath(id)}/verify`, { isVerified }),
      onSettled: refresh,
    }),
    toggle: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        api.patch<Author>(`${authorPath(id)}/toggle`, { isActive }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<unknown>(authorPath(id)),
      onSettled: refresh,
    }),
  };
}
