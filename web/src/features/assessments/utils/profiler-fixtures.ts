import type { Assessment, AssessmentGroup, AssessmentListResponse, Coupon } from '@pathwise/contract';

/* Builders for the profiler and grouping-category screens' tests: valid contract objects with overrides. */

const STAMP = '2026-03-01T10:00:00.000Z';

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `11111111-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildProfiler(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: nextId(),
    title: 'Career Compass',
    description: 'Find the work that fits you',
    assessmentDescription: '',
    isActive: true,
    isFree: true,
    price: null,
    previousPrice: null,
    currency: 'INR',
    selectedCouponId: null,
    categoryId: null,
    category: null,
    targetEducationLevels: [],
    targetExperienceLevels: [],
    targetSkills: [],
    targetInterests: [],
    minAge: null,
    maxAge: null,
    priority: 0,
    hasScreening: false,
    categoryCount: 2,
    questionCount: 12,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildGroup(overrides: Partial<AssessmentGroup> = {}): AssessmentGroup {
  return {
    id: nextId(),
    title: 'Careers',
    description: '',
    isActive: true,
    assessmentCount: 0,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function buildCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: nextId(),
    name: 'Spring sale',
    code: 'SPRING20',
    type: 'PERCENTAGE',
    value: 20,
    currency: 'INR',
    isActive: true,
    status: 'ACTIVE',
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    usedCount: 0,
    applicableAssessments: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** One page of the admin list; the header counts default to what the page holds. */
export function listResponse(
  assessments: Assessment[],
  overrides: { total?: number; counts?: Partial<AssessmentListResponse['counts']>; page?: number } = {},
): AssessmentListResponse {
  const total = overrides.total ?? assessments.length;
  const page = overrides.page ?? 1;
  return {
    assessments,
    pagination: { page, limit: 20, total, hasMore: page * 20 < total },
    counts: {
      total,
      active: assessments.filter((item) => item.isActive).length,
      onSale: assessments.filter((item) => item.selectedCouponId).length,
      ...overrides.counts,
    },
  };
}
