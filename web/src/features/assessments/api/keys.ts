/** Query keys of the assessments domain; every admin key starts with 'admin' so Refresh Cache clears them. */
export const assessmentKeys = {
  all: ['admin', 'assessments'] as const,
  lists: () => [...assessmentKeys.all, 'list'] as const,
  list: (query: Record<string, unknown>) => [...assessmentKeys.lists(), query] as const,
  detail: (id: string) => [...assessmentKeys.all, 'detail', id] as const,
  /** Prefix of every question list of one profiler (for invalidation). */
  questionLists: (assessmentId: string) => [...assessmentKeys.all, 'questions', assessmentId] as const,
  questions: (assessmentId: string, categoryId?: string) =>
    [...assessmentKeys.questionLists(assessmentId), categoryId ?? 'all'] as const,
  resultConfigs: (categoryId: string) => [...assessmentKeys.all, 'result-configs', categoryId] as const,
  traitConfigs: (categoryId: string) => [...assessmentKeys.all, 'trait-configs', categoryId] as const,
  prompts: (assessmentId: string) => [...assessmentKeys.all, 'prompts', assessmentId] as const,
  activePrompt: (assessmentId: string) => [...assessmentKeys.all, 'prompts', assessmentId, 'active'] as const,
  /** Prefix of every page of the prompt overview (for invalidation). */
  promptOverviews: () => [...assessmentKeys.all, 'prompt-overview'] as const,
  promptOverview: (query: Record<string, unknown>) => [...assessmentKeys.promptOverviews(), query] as const,
  promptPlaceholders: () => ['admin', 'prompt-placeholders'] as const,
  screening: (assessmentId: string) => [...assessmentKeys.all, 'screening', assessmentId] as const,
  groups: () => ['admin', 'assessment-groups'] as const,
  traitTypes: () => ['admin', 'trait-types'] as const,
  screeningFields: () => ['admin', 'screening-fields'] as const,
  stats: () => ['admin', 'assessment-stats'] as const,
  dashboard: (period: string) => ['admin', 'analytics', 'dashboard', period] as const,
};
