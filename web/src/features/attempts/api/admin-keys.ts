/** Query keys of the admin results screen; every key starts with 'admin' so Refresh Cache clears them. */
export const adminAttemptKeys = {
  all: ['admin', 'attempt-results'] as const,
  /** Prefix of everything about one profiler's results (for invalidation after a recalculation). */
  profiler: (assessmentId: string) => [...adminAttemptKeys.all, 'profiler', assessmentId] as const,
  results: (assessmentId: string, query: Record<string, unknown>) =>
    [...adminAttemptKeys.profiler(assessmentId), 'list', query] as const,
  totals: (assessmentId: string) => [...adminAttemptKeys.profiler(assessmentId), 'totals'] as const,
  detail: (attemptId: string) => [...adminAttemptKeys.all, 'detail', attemptId] as const,
  aiAnalysis: (attemptId: string) => [...adminAttemptKeys.all, 'ai-analysis', attemptId] as const,
  /** Prefix of every batch of AI statuses. */
  aiStatuses: () => [...adminAttemptKeys.all, 'ai-statuses'] as const,
  aiStatusBatch: (attemptIds: readonly string[]) => [...adminAttemptKeys.aiStatuses(), attemptIds] as const,
};
