import { eq } from 'drizzle-orm';
import { referralConfigs, settings } from '../src/db/schema/index.ts';
import type { TestApp } from './app.ts';

export type ReferralConfigRow = typeof referralConfigs.$inferSelect;

/**
 * Referral terms stored directly (active unless told otherwise, deactivating the active ones, as the
 * admin's create does): 10% to the referrer, 15% welcome, any paid amount, no cap, no hold.
 * Values as stored: percentages, or minor units of `currency`.
 */
export async function insertReferralConfig(
  t: TestApp,
  overrides: Partial<typeof referralConfigs.$inferInsert> = {},
): Promise<ReferralConfigRow> {
  const isActive = overrides.isActive ?? true;
  return t.database.db.transaction(async (tx) => {
    if (isActive)
      await tx.update(referralConfigs).set({ isActive: false }).where(eq(referralConfigs.isActive, true));
    const [row] = await tx
      .insert(referralConfigs)
      .values({
        name: 'Test terms',
        referrerRewardType: 'PERCENTAGE',
        referrerRewardValue: 10,
        refereeDiscountType: 'PERCENTAGE',
        refereeDiscountValue: 15,
        currency: 'INR',
        minPurchaseMinor: 0,
        maxRewardsPerReferrer: null,
        rewardValidDays: 90,
        welcomeValidDays: 30,
        holdDays: 0,
        ...overrides,
        isActive,
      })
      .returning();
    return row!;
  });
}

/** The feature switch as the admin's POST /admin-settings/referral-feature leaves it. */
export async function setReferralsEnabled(t: TestApp, enabled: boolean): Promise<void> {
  await t.database.db
    .insert(settings)
    .values({ key: 'REFERRALS_ENABLED', value: String(enabled), isActive: true, isSecret: false })
    .onConflictDoUpdate({ target: settings.key, set: { value: String(enabled), isActive: true } });
}
