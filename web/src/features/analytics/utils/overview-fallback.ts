import type { DashboardOverview } from '@pathwise/contract';

/** The dashboard figures; null where the fallback cannot know them. */
export type OverviewFigures = { [Key in keyof DashboardOverview]: number | null };

/**
 * Spec §7: when the analytics call fails, the figures are computed from what else is at hand — the
 * profiler counts of the assessment list, the attempts total of the statistics panel, and the users
 * list's summary (every account, every completed attempt). A figure whose source failed too stays
 * unknown.
 */
export function overviewFallback(
  counts: { total: number; active: number } | undefined,
  totalAttempts: number | undefined,
  users?: { totalUsers: number; completedAttempts: number },
): OverviewFigures {
  return {
    totalAssessments: counts?.total ?? null,
    activeAssessments: counts?.active ?? null,
    totalUsers: users?.totalUsers ?? null,
    totalTestAttempts: totalAttempts ?? null,
    completedAttempts: users?.completedAttempts ?? null,
  };
}
