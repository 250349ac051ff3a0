import { type Coupon, type CouponType, fromMinorUnits, toMinorUnits } from '@pathwise/contract';
import type { coupons } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A PERCENTAGE is stored as the percentage itself; a FIXED_AMOUNT in the currency's minor units. */
export function toStoredValue(type: CouponType, value: number, currency: string): number {
  return type === 'FIXED_AMOUNT' ? toMinorUnits(value, currency) : value;
}

function toApiValue(row: CouponRow): number {
  return row.type === 'FIXED_AMOUNT' ? fromMinorUnits(row.value, row.currency) : row.value;
}

/**
 * A coupon window bound from the API: a datetime as given; a bare date covers that whole day
 * (UTC), so "valid until 2025-03-31" still works on the 31st.
 */
export function toWindowBound(value: string | null, edge: 'start' | 'end'): Date | null {
  if (!value) return null;
  const isBareDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!isBareDate) return new Date(value);
  return new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
}

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    value: toApiValue(row),
    currency: row.currency,
    isActive: row.isActive,
    status: row.status,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    applicableAssessments: row.applicableAssessmentIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
