import { describe, expect, it } from 'vitest';
import { kpiChange } from './kpi-change';

describe('kpiChange', () => {
  it('changes counts by a share of the previous figure', () => {
    expect(kpiChange({ current: 50, previous: 40 })).toEqual({ direction: 'up', amount: 0.25 });
    expect(kpiChange({ current: 30, previous: 40 })).toEqual({ direction: 'down', amount: 0.25 });
    expect(kpiChange({ current: 40, previous: 40 })).toEqual({ direction: 'flat', amount: 0 });
  });

  it('says "new" when the previous period had nothing, and flat when neither had anything', () => {
    expect(kpiChange({ current: 3, previous: 0 })).toEqual({ direction: 'new', amount: null });
    expect(kpiChange({ current: 0, previous: 0 })).toEqual({ direction: 'flat', amount: 0 });
    expect(kpiChange({ current: 0.5, previous: 0 }, 'rate')).toEqual({ direction: 'new', amount: null });
  });

  it('changes rates by percentage points', () => {
    const change = kpiChange({ current: 0.5, previous: 0.4 }, 'rate');
    expect(change.direction).toBe('up');
    expect(change.amount).toBeCloseTo(0.1);
    expect(kpiChange({ current: 0.3, previous: 0.4 }, 'rate').direction).toBe('down');
  });
});
