import { describe, expect, it } from 'vitest';
import { overviewFallback } from './overview-fallback';

describe('overviewFallback', () => {
  it('takes profiler counts from the list, attempts from the statistics, users and completions from the users list', () => {
    expect(
      overviewFallback({ total: 7, active: 4 }, 31, { totalUsers: 1500, completedAttempts: 27 }),
    ).toEqual({
      totalAssessments: 7,
      activeAssessments: 4,
      totalUsers: 1500,
      totalTestAttempts: 31,
      completedAttempts: 27,
    });
  });

  it('leaves users and completed attempts unknown when the users list failed too', () => {
    expect(overviewFallback({ total: 7, active: 4 }, 31, undefined)).toEqual({
      totalAssessments: 7,
      activeAssessments: 4,
      totalUsers: null,
      totalTestAttempts: 31,
      completedAttempts: null,
    });
  });

  it('leaves every figure unknown when nothing else loaded either', () => {
    expect(Object.values(overviewFallback(undefined, undefined, undefined))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
