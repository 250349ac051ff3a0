import { eq, sql } from 'drizzle-orm';
import { referralCodes, referralConfigs, referrals, settings } from '../src/db/schema/index.ts';
import { generateCode } from '../src/modules/referrals/programme/programme.codes.ts';
import {
  createReferralRewards,
  REFERRAL_REWARD_QUEUE,
  type ReferralRewardJob,
} from '../src/modules/referrals/rewards/rewards.service.ts';
import type { TestApp } from './app.ts';
import { paymentModuleDeps } from './payments-deps.ts';

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

export type ReferralRow = typeof referrals.$inferSelect;

/**
 * The referrer's code (made when they have none, as POST /referrals/create does) and a referral
 * stored directly: `joined` through apply-code by default, under `configId`.
 */
export async function insertReferral(
  t: TestApp,
  input: { referrerId: string; refereeId: string; configId: string } & Partial<
    Omit<typeof referrals.$inferInsert, 'referrerId' | 'refereeId' | 'configId' | 'code'>
  >,
): Promise<ReferralRow> {
  const db = t.database.db;
  await db
    .insert(referralCodes)
    .values({ userId: input.referrerId, code: generateCode() })
    .onConflictDoNothing({ target: referralCodes.userId });
  const [code] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, input.referrerId));
  const [row] = await db
    .insert(referrals)
    .values({ status: 'joined', source: 'apply_code', joinedAt: new Date(), ...input, code: code!.code })
    .returning();
  return row!;
}

/**
 * Runs the reward jobs pg-boss holds (tests run without workers) through the handler the module's
 * own registerWorker() registers, as the app's worker would; `dueOnly` leaves the jobs whose
 * startAfter (the hold days) is still ahead. Answers how many ran.
 */
export async function runReferralRewardJobs(
  t: TestApp,
  options: { dueOnly?: boolean; now?: () => Date } = {},
): Promise<number> {
  const deps = paymentModuleDeps(t, options.now);
  let handler: ((data: ReferralRewardJob) => Promise<void>) | undefined;
  await createReferralRewards({
    ...deps,
    jobs: {
      ...deps.jobs,
      async work(name, registered) {
        if (name === REFERRAL_REWARD_QUEUE.name) handler = registered as never;
      },
    },
  }).registerWorker();
  if (!handler) throw new Error('no worker registered for the reward queue');
  const due = options.dueOnly ? sql`and start_after <= now()` : sql``;
  const result = (await t.database.db.execute(
    sql`update pgboss.job set state = 'completed', completed_on = now()
        where name = ${REFERRAL_REWARD_QUEUE.name} and state = 'created' ${due} returning data`,
  )) as unknown as { rows: Array<{ data: ReferralRewardJob }> };
  for (const row of result.rows) await handler(row.data);
  return result.rows.length;
}
