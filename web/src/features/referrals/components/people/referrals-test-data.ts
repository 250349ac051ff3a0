import type {
  MyReferral,
  MyReferralList,
  ReferralCoupon,
  ReferralPublicConfig,
  ReferralStats,
  ReferredBy,
} from '@pathwise/contract';

/** Test data of the people's referral screens, shaped as the contract says the server answers. */

export const LINK = 'http://localhost:3000/login?ref=K7MPQ2XR';

export function buildStats(overrides: Partial<ReferralStats> = {}): ReferralStats {
  return {
    code: 'K7MPQ2XR',
    link: LINK,
    invited: 4,
    joined: 3,
    purchased: 2,
    rewardsEarned: 1,
    rewardsPending: 1,
    rewards: [],
    referredBy: null,
    ...overrides,
  };
}

export function buildCoupon(overrides: Partial<ReferralCoupon> = {}): ReferralCoupon {
  return {
    code: 'RWD-8F3KQ2',
    label: '20% off',
    validUntil: '2027-02-25T10:00:00.000Z',
    isUsed: false,
    isExpired: false,
    ...overrides,
  };
}

export function buildReferredBy(overrides: Partial<ReferredBy> = {}): ReferredBy {
  return {
    referrerFirstName: 'Grace',
    status: 'joined',
    joinedAt: '2026-11-20T10:00:00.000Z',
    welcomeOffer: '15% off',
    welcomeCoupon: null,
    canActivate: true,
    ...overrides,
  };
}

export const CONFIG: ReferralPublicConfig = {
  terms: {
    referrerRewardType: 'PERCENTAGE',
    referrerRewardValue: 20,
    refereeDiscountType: 'PERCENTAGE',
    refereeDiscountValue: 15,
    currency: 'INR',
    minPurchaseAmount: 199,
    maxRewardsPerReferrer: null,
    rewardValidDays: 90,
    welcomeValidDays: 30,
    holdDays: 7,
  },
  sentences: [
    'Friends who join with your link get 15% off their first paid profiler (valid 30 days once accepted).',
    'You get 20% off your next profiler when a friend you invite buys a profiler of at least ₹199.',
    'Rewards arrive 7 days after the purchase and can be used for 90 days.',
    'A refunded purchase earns no reward, and each person can be referred only once.',
  ],
};

export const PAUSED: ReferralPublicConfig = { terms: null, sentences: [] };

let sequence = 0;
export function buildReferral(overrides: Partial<MyReferral> = {}): MyReferral {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    firstName: `Friend ${sequence}`,
    maskedEmail: `f***${sequence}@example.com`,
    status: 'joined',
    createdAt: '2026-11-01T10:00:00.000Z',
    qualifiedAt: null,
    rewardedAt: null,
    ...overrides,
  };
}

export function referralPage(referrals: MyReferral[], page = 1, total = referrals.length, limit = 10) {
  return {
    referrals,
    pagination: { page, limit, total, hasMore: page * limit < total },
  } satisfies MyReferralList;
}
