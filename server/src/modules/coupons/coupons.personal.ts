import type { CouponType } from '@pathwise/contract';
import { eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import { isConstraintViolation, PG_UNIQUE_VIOLATION } from '../../platform/db-errors.ts';
import { generateCode } from '../referrals/programme/programme.codes.ts';
import type { CouponRow } from './coupon-mappers.ts';

const DAY_MS = 86_400_000;

/**
 * Whether this person may see the coupon at all (decision 019): a public coupon, or their own
 * personal one. Anyone else's personal coupon is answered as an unknown code, so codes cannot be
 * probed.
 */
export function isCouponVisibleTo(coupon: Pick<CouponRow, 'ownerUserId'>, userId: string): boolean {
  return coupon.ownerUserId === null || coupon.ownerUserId === userId;
}

/** The SQL twin of isCouponVisibleTo, for lookups and lists. */
export function couponVisibleTo(userId: string): SQL {
  return or(isNull(coupons.ownerUserId), eq(coupons.ownerUserId, userId))!;
}
const ATTEMPTS = 5;

export type PersonalCouponInput = {
  ownerUserId: string;
  /** What checkout and the admin coupons list show beside the code ("Referral reward"). */
  name: string;
  /** The code's prefix (REWARD, WELCOME): says what the code is when someone reads it. */
  prefix: string;
  type: CouponType;
  /** As stored: the percentage, or minor units of `currency`. */
  storedValue: number;
  currency: string;
  validDays: number;
  now: Date;
};

/**
 * A coupon only its owner can use, once, valid `validDays` from now (decision 019: referral rewards
 * and welcome discounts). Written in the caller's transaction; the code is PREFIX-XXXXXXXX from the
 * referral alphabet, retried on the (unlikely) collision with an existing code. The savepoint keeps
 * a collision from aborting the caller's transaction.
 */
export async function issuePersonalCoupon(tx: Tx, input: PersonalCouponInput): Promise<CouponRow> {
  for (let attempt = 1; ; attempt += 1) {
    const code = `${input.prefix}-${generateCode()}`;
    try {
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(coupons)
          .values({
            name: input.name,
            code,
            type: input.type,
            value: input.storedValue,
            currency: input.currency,
            isActive: true,
            status: 'ACTIVE',
            validFrom: input.now,
            validUntil: new Date(input.now.getTime() + input.validDays * DAY_MS),
            usageLimit: 1,
            ownerUserId: input.ownerUserId,
          })
          .returning(),
      );
      return row!;
    } catch (error) {
      if (attempt < ATTEMPTS && isConstraintViolation(error, PG_UNIQUE_VIOLATION, 'coupons_code_key'))
        continue;
      throw error;
    }
  }
}
