import type { BroadcastAudience, Campaign, CampaignList, CreateBroadcastBody } from '@pathwise/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /admin/broadcasts/audience-count (contract AudienceCountSchema). */
export type AudienceCount = { recipients: number };

export const broadcastKeys = {
  all: ['admin', 'broadcasts'] as const,
  lists: () => [...broadcastKeys.all, 'list'] as const,
  list: (page: number) => [...broadcastKeys.lists(), page] as const,
  audience: (audience: BroadcastAudience) => [...broadcastKeys.all, 'audience', audience] as const,
};

export const BROADCASTS_PAGE_SIZE = 10;
/** How often the list asks again while a campaign is sending. */
export const BROADCAST_POLL_MS = 3_000;

/** How many people an audience reaches now (GET /admin/broadcasts/audience-count). */
export function useAudienceCount(audience: BroadcastAudience, enabled = true) {
  return useQuery({
    queryKey: broadcastKeys.audience(audience),
    queryFn: ({ signal }) =>
      api.get<AudienceCount>('/admin/broadcasts/audience-count', {
        params: { audience },
        signal,
        silent: true,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

function isActive(campaign: Campaign): boolean {
  return campaign.status === 'sending';
}

/** Recent broadcasts and bulk reminders, newest first; polls while one is sending. */
export function useBroadcasts(page: number) {
  return useQuery({
    queryKey: broadcastKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<CampaignList>('/admin/broadcasts', {
        params: { page, limit: BROADCASTS_PAGE_SIZE },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.campaigns.some(isActive) ? BROADCAST_POLL_MS : false),
  });
}

export function useCreateBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBroadcastBody) =>
      api.post<{ campaign: Campaign }>('/admin/broadcasts', body, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists() }),
  });
}

export function useCancelBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      api.post<{ campaign: Campaign }>(
        `/admin/broadcasts/${encodeURIComponent(campaignId)}/cancel`,
        undefined,
        { silent: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists() }),
  });
}
