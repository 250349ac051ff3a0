import type { Message } from '@pathwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ratingKeys } from './keys';

export async function deleteRating(id: string): Promise<Message> {
  return api.delete<Message>(`/admin/ratings/${encodeURIComponent(id)}`, undefined, { silent: true });
}

/**
 * Deleting changes a profiler's list and statistics and the recent feed: all of them are refetched,
 * on failure too (a 404 means someone else already deleted it).
 */
export function useDeleteRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRating,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
