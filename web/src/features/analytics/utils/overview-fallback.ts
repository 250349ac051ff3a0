import type { DashboardOverview } from '../api/get-dashboard-overview';

/** The dashboard figures; null where the fallback cannot know them. */
export type OverviewFigures = { [Key in keyof DashboardOverview]: number | null };

/**
 * Spec §7: when the analytics call fails, the figures are computed from what else is at hand — the
 * profiler counts of the assessment list and the attempts total of the statistics panel. Users and
 * completed attempts have no other source, so they stay unknown.
 */
export function overviewFallback(
  counts: { total: number; active: number } | undefined,
  totalAttempts: number | undefined,
): OverviewFigures {
  return {
    totalAssessments: counts?.total ?? null,
    activeAssessments: counts?.active ?? null,
    totalUsers: null,
    totalTestAttempts: totalAttempts ?? null,
    completedAttempts: null,
  };
}
