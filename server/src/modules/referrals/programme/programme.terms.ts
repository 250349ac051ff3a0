import {
  fromMinorUnits,
  type ReferralCoupon,
  type ReferralTerms,
  referralRewardPhrase,
  toMinorUnits,
} from '@pathwise/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { referralConfigs } from '../../../db/schema/index.ts';
import type { CouponRow } from '../../coupons/coupon-mappers.ts';

/** Shared by the people's and the admin's side: terms and personal coupons as the API shows them. */

export type ReferralConfigRow = typeof referralConfigs.$inferSelect;

/** A reward's stored value (percentage, or minor units) in the API's terms (percentage, or major units). */
function apiValue(type: 'PERCENTAGE' | 'FIXED_AMOUNT', stored: number, currency: string): number {
  return type === 'FIXED_AMOUNT' ? fromMinorUnits(stored, currency) : stored;
}

/** The API's value (percentage, or major units) as stored. */
export function storedRewardValue(
  type: 'PERCENTAGE' | 'FIXED_AMOUNT',
  value: number,
  currency: string,
): number {
  return type === 'FIXED_AMOUNT' ? toMinorUnits(value, currency) : value;
}

export function toReferralTerms(row: ReferralConfigRow): ReferralTerms {
  return {
    referrerRewardType: row.referrerRewardType,
    referrerRewardValue: apiValue(row.referrerRewardType, row.referrerRewardValue, row.currency),
    refereeDiscountType: row.refereeDiscountType ?? null,
    refereeDiscountValue:
      row.refereeDiscountType && row.refereeDiscountValue !== null
        ? apiValue(row.refereeDiscountType, row.refereeDiscountValue, row.currency)
        : null,
    currency: row.currency,
    minPurchaseAmount: fromMinorUnits(row.minPurchaseMinor, row.currency),
    maxRewardsPerReferrer: row.maxRewardsPerReferrer,
    rewardValidDays: row.rewardValidDays,
    welcomeValidDays: row.welcomeValidDays,
    holdDays: row.holdDays,
  };
}

/** The welcome discount the terms offer, as one phrase ("15% off"), or null when they offer none. */
export function welcomeOffer(row: ReferralConfigRow): string | null {
  const terms = toReferralTerms(row);
  if (!terms.refereeDiscountType || terms.refereeDiscountValue === null) return null;
  return referralRewardPhrase(terms.refereeDiscountType, terms.refereeDiscountValue, terms.currency);
}

/** The active terms, or null when the programme has none. */
export async function findActiveConfig(db: DbOrTx): Promise<ReferralConfigRow | null> {
  const [row] = await db.select().from(referralConfigs).where(eq(referralConfigs.isActive, true)).limit(1);
  return row ?? null;
}

export async function findConfig(db: DbOrTx, id: string): Promise<ReferralConfigRow | null> {
  const [row] = await db.select().from(referralConfigs).where(eq(referralConfigs.id, id)).limit(1);
  return row ?? null;
}

/** A personal coupon (reward or welcome) as its owner and the admins see it. */
export function toReferralCoupon(row: CouponRow, now: Date): ReferralCoupon {
  const value = apiValue(row.type, row.value, row.currency);
  return {
    code: row.code,
    label: referralRewardPhrase(row.type, value, row.currency),
    validUntil: row.validUntil?.toISOString() ?? null,
    isUsed: row.usageLimit !== null && row.usedCount >= row.usageLimit,
    isExpired: row.validUntil !== null && row.validUntil.getTime() < now.getTime(),
  };
}
