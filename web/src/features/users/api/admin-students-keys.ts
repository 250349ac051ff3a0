import type { AdminStudentsFilters } from './admin-students-filters';

/** Query keys of the admin students console; every key starts with 'admin' so Refresh Cache clears them. */
export const adminStudentKeys = {
  all: ['admin', 'students'] as const,
  lists: () => [...adminStudentKeys.all, 'list'] as const,
  list: (filters: AdminStudentsFilters, cursor: string | null) =>
    [...adminStudentKeys.lists(), filters, cursor] as const,
  campaign: (campaignId: string) => ['admin', 'campaigns', campaignId] as const,
  profilerOptions: () => ['admin', 'student-profiler-options'] as const,
};
