import type { Kpi } from '@pathwise/contract';

export type KpiChange =
  /** Nothing before and nothing now. */
  | { direction: 'flat'; amount: 0 }
  /** Something now where the previous period had nothing: a percentage would be infinite. */
  | { direction: 'new'; amount: null }
  | { direction: 'up' | 'down'; amount: number };

/**
 * A KPI against the previous period of the same length. Counts change by a share of the previous
 * figure (40 → 50 is +25%); rates (0..1) change by percentage points (40% → 50% is +10 points), as a
 * relative change of a rate reads wrongly.
 */
export function kpiChange({ current, previous }: Kpi, kind: 'count' | 'rate' = 'count'): KpiChange {
  // A rate of 0 before usually means nothing had started either (the server sends 0, not null).
  if (previous === 0) {
    return current === 0 ? { direction: 'flat', amount: 0 } : { direction: 'new', amount: null };
  }
  const amount = kind === 'rate' ? current - previous : (current - previous) / previous;
  if (Math.abs(amount) < 1e-9) return { direction: 'flat', amount: 0 };
  return { direction: amount > 0 ? 'up' : 'down', amount: Math.abs(amount) };
}
