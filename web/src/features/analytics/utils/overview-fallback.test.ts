import { describe, expect, it } from 'vitest';
import { overviewFallback } from './overview-fallback';

describe('overviewFallback', () => {
  it('takes profiler counts from the list and attempts from the statistics; users stay unknown', () => {
    expect(overviewFallback({ total: 7, active: 4 }, 31)).toEqual({
      totalAssessments: 7,
      activeAssessments: 4,
      totalUsers: null,
      totalTestAttempts: 31,
      completedAttempts: null,
    });
  });

  it('leaves every figure unknown when nothing else loaded either', () => {
    expect(Object.values(overviewFallback(undefined, undefined))).toEqual([null, null, null, null, null]);
  });
});
