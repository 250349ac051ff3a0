import type { AdminUsersFilters } from './admin-users-filters';

/** Query keys of the admin users console; every key starts with 'admin' so Refresh Cache clears them. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (filters: AdminUsersFilters, cursor: string | null) =>
    [...adminUserKeys.lists(), filters, cursor] as const,
  details: () => [...adminUserKeys.all, 'detail'] as const,
  detail: (userId: string) => [...adminUserKeys.details(), userId] as const,
  deletionAudits: (page: number, search: string) => ['admin', 'user-deletion-audits', page, search] as const,
  deletionStats: (period: number) => ['admin', 'user-deletion-stats', period] as const,
};
