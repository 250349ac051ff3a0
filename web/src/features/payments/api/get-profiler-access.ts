import type { ProfilerAccess } from '@pathwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** check-multiple takes at most this many ids per call. */
const BATCH_LIMIT = 100;

type Waiter = { resolve: (access: ProfilerAccess | null) => void; reject: (error: unknown) => void };

let pending = new Map<string, Waiter[]>();
let scheduled = false;

/** One profiler: GET /payments/check/{id}. */
async function checkOne(assessmentId: string): Promise<ProfilerAccess[]> {
  const body = await api.get<{ success: true; data: ProfilerAccess }>(
    `/payments/check/${encodeURIComponent(assessmentId)}`,
    { silent: true },
  );
  return [body.data];
}

/** Several at once: POST /payments/check-multiple (unknown or inactive ids are left out). */
async function checkMany(assessmentIds: string[]): Promise<ProfilerAccess[]> {
  const body = await api.post<{ success: true; data: ProfilerAccess[] }>(
    '/payments/check-multiple',
    { assessmentIds },
    { silent: true },
  );
  return body.data;
}

async function flush(): Promise<void> {
  scheduled = false;
  const batch = pending;
  pending = new Map();
  const ids = [...batch.keys()];
  for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
    const chunk = ids.slice(start, start + BATCH_LIMIT);
    try {
      const found = chunk.length === 1 ? await checkOne(chunk[0] as string) : await checkMany(chunk);
      const byId = new Map(found.map((access) => [access.assessmentId, access]));
      for (const id of chunk) {
        for (const waiter of batch.get(id) ?? []) waiter.resolve(byId.get(id) ?? null);
      }
    } catch (error) {
      for (const id of chunk) {
        for (const waiter of batch.get(id) ?? []) waiter.reject(error);
      }
    }
  }
}

/**
 * Access to one profiler, or null when the server does not list it (unknown or inactive). The cards
 * of one screen ask in the same tick, so they share one check-multiple call; a lone page uses check.
 */
export function getProfilerAccess(assessmentId: string): Promise<ProfilerAccess | null> {
  return new Promise((resolve, reject) => {
    const waiters = pending.get(assessmentId) ?? [];
    waiters.push({ resolve, reject });
    pending.set(assessmentId, waiters);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

export const getProfilerAccessQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: paymentKeys.access(assessmentId),
    queryFn: () => getProfilerAccess(assessmentId),
    // A pending payment settles on the server: read it again when the person comes back to the page.
    staleTime: 30_000,
  });

export function useProfilerAccess(assessmentId: string, enabled = true) {
  return useQuery({ ...getProfilerAccessQueryOptions(assessmentId), enabled });
}
