import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './columns.ts';
import { coupons } from './coupons.ts';
import { paymentOrders } from './payments.ts';
import { users } from './users.ts';

export type ReferralRewardType = 'PERCENTAGE' | 'FIXED_AMOUNT';
export type ReferralStatusValue = 'invited' | 'joined' | 'qualified' | 'rewarded' | 'capped' | 'cancelled';

/**
 * The programme's terms (decision 019). Rewards are personal coupons: `*_value` is a percentage
 * (1–100) or minor units of `currency`, as a coupon's value is. At most one row is active (partial
 * unique index). A referral keeps the terms it was made under; once one does, only `name` and
 * `is_active` change.
 */
export const referralConfigs = pgTable(
  'referral_configs',
  {
    id: id(),
    name: text('name').notNull(),
    referrerRewardType: text('referrer_reward_type').$type<ReferralRewardType>().notNull(),
    referrerRewardValue: integer('referrer_reward_value').notNull(),
    refereeDiscountType: text('referee_discount_type').$type<ReferralRewardType>(),
    refereeDiscountValue: integer('referee_discount_value'),
    currency: char('currency', { length: 3 }).notNull().default('INR'),
    minPurchaseMinor: integer('min_purchase_minor').notNull().default(0),
    maxRewardsPerReferrer: integer('max_rewards_per_referrer'),
    rewardValidDays: integer('reward_valid_days').notNull(),
    welcomeValidDays: integer('welcome_valid_days').notNull(),
    holdDays: integer('hold_days').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('referral_configs_one_active_key').on(t.isActive).where(sql`${t.isActive}`),
    index('referral_configs_created_idx').on(t.createdAt),
    check('referral_configs_reward_type', sql`${t.referrerRewardType} in ('PERCENTAGE', 'FIXED_AMOUNT')`),
    check(
      'referral_configs_welcome',
      sql`(${t.refereeDiscountType} is null and ${t.refereeDiscountValue} is null)
        or (${t.refereeDiscountType} in ('PERCENTAGE', 'FIXED_AMOUNT') and ${t.refereeDiscountValue} > 0)`,
    ),
    check('referral_configs_amounts', sql`${t.referrerRewardValue} > 0 and ${t.minPurchaseMinor} >= 0`),
  ],
);

/** A person's own code: made once (POST /referrals/create), stored upper-case, unique. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('referral_codes_user_key').on(t.userId),
    uniqueIndex('referral_codes_code_key').on(t.code),
  ],
);

/**
 * One row per person referred (`referee_id` unique: one referrer per person, ever). Status:
 * invited → joined → qualified → rewarded, or capped / cancelled (decision 019).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: id(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: uuid('referee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    configId: uuid('config_id')
      .notNull()
      .references(() => referralConfigs.id, { onDelete: 'restrict' }),
    status: text('status').$type<ReferralStatusValue>().notNull(),
    /** How the code arrived: with the registration, or typed later by a signed-in person. */
    source: text('source').$type<'registration' | 'apply_code'>().notNull(),
    joinedAt: tstz('joined_at'),
    qualifyingOrderId: uuid('qualifying_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    qualifiedAt: tstz('qualified_at'),
    rewardDueAt: tstz('reward_due_at'),
    rewardCouponId: uuid('reward_coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    rewardedAt: tstz('rewarded_at'),
    welcomeCouponId: uuid('welcome_coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    welcomeActivatedAt: tstz('welcome_activated_at'),
    cancelledAt: tstz('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('referrals_referee_key').on(t.refereeId),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_status_created_idx').on(t.status, t.createdAt),
    index('referrals_created_idx').on(t.createdAt),
    index('referrals_qualifying_order_idx')
      .on(t.qualifyingOrderId)
      .where(sql`${t.qualifyingOrderId} is not null`),
    index('referrals_config_idx').on(t.configId),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.refereeId}`),
    check(
      'referrals_status_check',
      sql`${t.status} in ('invited', 'joined', 'qualified', 'rewarded', 'capped', 'cancelled')`,
    ),
  ],
);

/** Each referral's timeline: what happened, and who did it when an admin did (decision 019). */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: id(),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    details: jsonb('details').$type<Record<string, unknown> | null>(),
    ...timestamps(),
  },
  (t) => [index('referral_events_referral_idx').on(t.referralId, t.createdAt)],
);
