import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns.ts';
import { users } from './users.ts';

/**
 * Coupons. `value` is the percentage (1–100) for PERCENTAGE and minor units for FIXED_AMOUNT.
 * applicable_assessment_ids empty means every profiler.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    type: text('type').$type<'PERCENTAGE' | 'FIXED_AMOUNT'>().notNull(),
    value: integer('value').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status').$type<'ACTIVE' | 'INACTIVE'>().notNull().default('ACTIVE'),
    validFrom: tstz('valid_from'),
    validUntil: tstz('valid_until'),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    applicableAssessmentIds: uuid('applicable_assessment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * A personal coupon (a referral reward or welcome discount, decision 019): only this person can
     * find it by code or see it at checkout. null: anyone may use it.
     */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    index('coupons_owner_idx').on(t.ownerUserId).where(sql`${t.ownerUserId} is not null`),
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_usage_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  ],
);

/** One row per redemption (written by payments); the admin usage history reads it. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    assessmentId: uuid('assessment_id'),
    discountMinor: integer('discount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    ...timestamps(),
  },
  (t) => [index('coupon_usages_coupon_idx').on(t.couponId, t.createdAt)],
);
