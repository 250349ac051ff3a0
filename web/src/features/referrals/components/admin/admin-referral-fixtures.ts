import type { AdminReferral, ReferralAnalytics, ReferralConfig } from '@pathwise/contract';

/** Test data for the admin referrals console (unit tests only). */

export const SPRING_ID = '6a1b2c3d-4e5f-4a6b-8c7d-000000000001';
export const WINTER_ID = '6a1b2c3d-4e5f-4a6b-8c7d-000000000002';

export function buildReferralConfig(overrides: Partial<ReferralConfig> = {}): ReferralConfig {
  return {
    id: SPRING_ID,
    name: 'Spring 2026',
    isActive: true,
    referrerRewardType: 'PERCENTAGE',
    referrerRewardValue: 20,
    refereeDiscountType: 'PERCENTAGE',
    refereeDiscountValue: 10,
    currency: 'INR',
    minPurchaseAmount: 199,
    maxRewardsPerReferrer: 5,
    rewardValidDays: 90,
    welcomeValidDays: 30,
    holdDays: 7,
    referralCount: 0,
    createdByName: 'Grace Admin',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

let serial = 0;

export function buildAdminReferral(overrides: Partial<AdminReferral> = {}): AdminReferral {
  serial += 1;
  const n = String(serial).padStart(12, '0');
  return {
    id: `7b1c2d3e-4f5a-4b6c-8d7e-${n}`,
    code: 'ADA23XYZ',
    status: 'joined',
    referrer: { id: '11111111-1111-4111-8111-111111111111', name: 'Ada Byron', email: 'ada@example.com' },
    referee: {
      id: `22222222-2222-4222-8222-${n}`,
      name: `Friend ${serial}`,
      email: `friend${serial}@example.com`,
    },
    configId: SPRING_ID,
    configName: 'Spring 2026',
    qualifyingAmount: null,
    qualifyingCurrency: null,
    qualifyingOrderId: null,
    rewardCoupon: null,
    rewardDueAt: null,
    createdAt: '2026-03-02T10:00:00.000Z',
    joinedAt: '2026-03-02T11:00:00.000Z',
    qualifiedAt: null,
    rewardedAt: null,
    cancelledAt: null,
    ...overrides,
  };
}

/** A referral whose friend bought: the reward waits until `rewardDueAt`. */
export function buildQualifiedReferral(overrides: Partial<AdminReferral> = {}): AdminReferral {
  return buildAdminReferral({
    status: 'qualified',
    qualifyingAmount: 499,
    qualifyingCurrency: 'INR',
    qualifyingOrderId: '8c1d2e3f-4a5b-4c6d-8e7f-000000000001',
    qualifiedAt: '2026-03-05T10:00:00.000Z',
    rewardDueAt: '2026-03-12T10:00:00.000Z',
    ...overrides,
  });
}

export function listOf(referrals: AdminReferral[], pagination: Partial<AdminReferralListPagination> = {}) {
  return {
    referrals,
    pagination: { page: 1, limit: 20, total: referrals.length, hasMore: false, ...pagination },
  };
}
type AdminReferralListPagination = { page: number; limit: number; total: number; hasMore: boolean };

export function buildAnalytics(overrides: Partial<ReferralAnalytics> = {}): ReferralAnalytics {
  const daily = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 2, 1 + index)).toISOString().slice(0, 10);
    return {
      day,
      invited: index === 4 ? 7 : index === 10 ? 5 : 0,
      joined: index === 4 ? 4 : index === 10 ? 4 : 0,
      purchased: index === 10 ? 3 : 0,
    };
  });
  return {
    period: 30,
    funnel: { invited: 12, joined: 8, purchased: 3 },
    conversion: { joinRate: 8 / 12, purchaseRate: 3 / 8 },
    revenue: [{ currency: 'INR', amount: 12450 }],
    rewards: { issued: 2, pending: 1, cancelled: 0, cost: [{ currency: 'INR', amount: 640 }] },
    topReferrers: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Ada Byron',
        email: 'ada@example.com',
        invited: 9,
        purchased: 3,
        rewarded: 2,
      },
    ],
    daily,
    ...overrides,
  };
}

export function emptyAnalytics(period = 30): ReferralAnalytics {
  return buildAnalytics({
    period,
    funnel: { invited: 0, joined: 0, purchased: 0 },
    conversion: { joinRate: null, purchaseRate: null },
    revenue: [],
    rewards: { issued: 0, pending: 0, cancelled: 0, cost: [] },
    topReferrers: [],
    daily: [],
  });
}
