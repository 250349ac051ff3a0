import { describe, expect, it } from 'vitest';
import { buildCoupon } from '@/features/assessments/utils/profiler-fixtures';
import { couponState } from './coupon-status';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('couponState', () => {
  it.each([
    ['active with an open window', {}, 'active'],
    [
      'active inside its window (bounds inclusive)',
      { validFrom: now.toISOString(), validUntil: now.toISOString() },
      'active',
    ],
    [
      'restricted to some profilers, still active',
      { applicableAssessments: ['0b6b0c8e-7d1a-4c39-9c57-4f1d2e3a4b5c'] },
      'active',
    ],
    ['not started yet', { validFrom: '2026-03-11T00:00:00.000Z' }, 'scheduled'],
    ['past its end', { validUntil: '2026-03-10T11:59:59.000Z' }, 'expired'],
    ['at its usage limit', { usageLimit: 5, usedCount: 5 }, 'usedUp'],
    ['below its usage limit', { usageLimit: 5, usedCount: 4 }, 'active'],
    ['switched off', { isActive: false }, 'inactive'],
    ['status INACTIVE', { status: 'INACTIVE' as const }, 'inactive'],
    [
      'switched off and expired (off wins)',
      { isActive: false, validUntil: '2026-01-01T00:00:00.000Z' },
      'inactive',
    ],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(couponState(buildCoupon(overrides), now)).toBe(expected);
  });
});
