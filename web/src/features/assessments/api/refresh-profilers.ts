import type { QueryClient } from '@tanstack/react-query';
import { assessmentKeys } from './keys';

/**
 * After a profiler is created, removed, copied or moved between groups: every figure that counts
 * profilers (the lists and their header counts, the groups' counts, the statistics, the dashboard).
 */
export function refreshProfilers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: assessmentKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.groups() }),
    queryClient.invalidateQueries({ queryKey: assessmentKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
  ]);
}
