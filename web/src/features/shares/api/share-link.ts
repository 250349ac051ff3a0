import type { ShareLink } from '@pathwise/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/** The person's share link of one completed report (null while it is not shared). */
export const shareLinkKey = (attemptId: string) => ['shares', 'link', attemptId] as const;

const shareUrl = (attemptId: string) => `/assessments/results/${encodeURIComponent(attemptId)}/share`;

/** The public address of a shared summary, on this site. */
export function sharedReportUrl(token: string, origin = window.location.origin): string {
  return new URL(paths.sharedReport.getHref(token), origin).toString();
}

export async function getShareLink(attemptId: string, signal?: AbortSignal): Promise<ShareLink | null> {
  const body = await api.get<{ share: ShareLink | null }>(shareUrl(attemptId), { signal, silent: true });
  return body.share;
}

export const getShareLinkQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: shareLinkKey(attemptId),
    queryFn: ({ signal }) => getShareLink(attemptId, signal),
  });

export function useShareLink(attemptId: string) {
  return useQuery(getShareLinkQueryOptions(attemptId));
}

/** Makes the link (or answers the live one: the call is safe to repeat). */
export function useCreateShareLink(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ share: ShareLink }>(shareUrl(attemptId), undefined, { silent: true }),
    onSuccess: ({ share }) => queryClient.setQueryData(shareLinkKey(attemptId), share),
  });
}

/** Stops sharing: the link is dead at once; sharing again makes a new one. */
export function useRevokeShareLink(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ share: null }>(shareUrl(attemptId), undefined, { silent: true }),
    onSuccess: () => queryClient.setQueryData(shareLinkKey(attemptId), null),
  });
}
