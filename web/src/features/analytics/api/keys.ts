import type { AnalyticsTimeRange } from '@pathwise/contract';

/** Query keys of admin analytics; every one starts with 'admin' so Refresh Cache clears them. */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  dashboard: (query: { period: AnalyticsTimeRange; tz: string; page: number; limit: number }) =>
    [...analyticsKeys.all, 'dashboard', query] as const,
  users: (timeRange: AnalyticsTimeRange, tz: string) =>
    [...analyticsKeys.all, 'users', timeRange, tz] as const,
  aiAnalysis: (timeRange: AnalyticsTimeRange, tz: string) =>
    [...analyticsKeys.all, 'ai-analysis', timeRange, tz] as const,
  funnels: (timeRange: AnalyticsTimeRange, tz: string) =>
    [...analyticsKeys.all, 'funnels', timeRange, tz] as const,
  system: () => [...analyticsKeys.all, 'system'] as const,
};
