import type { ProcessBonusResponse, ReferralFeature } from '@pathwise/contract';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { type Admin, createReferralConfigs } from './referrals.admin.configs.ts';
import { type AdminReferralsQuery, findAdminReferral, listAdminReferrals } from './referrals.admin.list.ts';
import { createReferralAnalytics } from './referrals.analytics.ts';
import { isReferralsEnabled } from './referrals.feature.ts';
import { createReferralRewards } from './referrals.rewards.ts';

/** The admin's side of referrals (decision 019): the switch, the terms, the list, analytics, process-bonus. */

export const BONUS_ISSUED_MESSAGE = 'Reward issued to the referrer.';
export const BONUS_ALREADY_MESSAGE = 'This reward was already issued.';
export const BONUS_NOT_QUALIFIED_MESSAGE =
  'This referral has no qualifying payment yet, so there is no reward to issue.';
export const BONUS_CANCELLED_MESSAGE =
  'This referral was cancelled (its qualifying payment was refunded), so it earns no reward.';

export function createReferralsAdminService(deps: ModuleDeps) {
  const { db, now, settings } = deps;
  const rewards = createReferralRewards(deps);

  return {
    configs: createReferralConfigs(deps),
    analytics: createReferralAnalytics(deps),

    async feature(): Promise<ReferralFeature> {
      return { enabled: await isReferralsEnabled(settings) };
    },

    /** Through the settings service, so the switch is in the settings audit with who flipped it. */
    async setFeature(enabled: boolean, actor: { id: string }, ip?: string): Promise<ReferralFeature> {
      await settings.save({ key: 'REFERRALS_ENABLED', value: String(enabled), isActive: true }, actor, ip);
      return { enabled };
    },

    list: (query: AdminReferralsQuery) => listAdminReferrals(db, query, now()),

    /**
     * POST /referrals/admin/process-bonus/{id}: the reward now — a qualified referral without waiting
     * out the hold, or a capped one as the admin's exception to the cap. The decision is issueReward's,
     * under the referral's lock, so any number of clicks and the job issue it once.
     */
    async processBonus(id: string, admin: Admin): Promise<ProcessBonusResponse> {
      const result = await rewards.issueReward(id, { actor: admin, allowCapped: true });
      if (result.status === null) throw notFound('Referral');
      if (!result.issued && result.status !== 'rewarded') {
        throw new AppError(
          'CONFLICT',
          result.status === 'cancelled' ? BONUS_CANCELLED_MESSAGE : BONUS_NOT_QUALIFIED_MESSAGE,
        );
      }
      const referral = await findAdminReferral(db, id, now());
      if (!referral) throw notFound('Referral');
      return {
        issued: result.issued,
        message: result.issued ? BONUS_ISSUED_MESSAGE : BONUS_ALREADY_MESSAGE,
        referral,
      };
    },
  };
}
export type ReferralsAdminService = ReturnType<typeof createReferralsAdminService>;
