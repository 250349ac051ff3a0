import type { StatisticsItem } from '@pathwise/contract';

/** Spec §2: a share bar is never narrower than 2 %, so a profiler with few attempts stays visible. */
export const MIN_SHARE_BAR_PERCENT = 2;

export type BreakdownRow = StatisticsItem & { share: number; barWidth: number };

/** Sorted by attempts descending (ties by title), each with its share of all attempts in percent. */
export function buildBreakdown(items: readonly StatisticsItem[], totalAttempts: number): BreakdownRow[] {
  return [...items]
    .sort((a, b) => b.attemptCount - a.attemptCount || a.title.localeCompare(b.title))
    .map((item) => {
      const share = totalAttempts > 0 ? (item.attemptCount / totalAttempts) * 100 : 0;
      return { ...item, share, barWidth: Math.max(share, MIN_SHARE_BAR_PERCENT) };
    });
}
