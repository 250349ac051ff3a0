import { PROCESS_BONUS_MESSAGES, type ProcessBonusResponse, type ReferralFeature } from '@pathwise/contract';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { isReferralsEnabled } from '../programme/programme.feature.ts';
import { createReferralRewards } from '../rewards/rewards.service.ts';
import { createReferralAnalytics } from './admin.analytics.ts';
import { type Admin, createReferralConfigs } from './admin.configs.ts';
import { type AdminReferralsQuery, findAdminReferral, listAdminReferrals } from './admin.list.ts';

/** The admin's side of referrals (decision 019): the switch, the terms, the list, analytics, process-bonus. */

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
          result.status === 'cancelled'
            ? PROCESS_BONUS_MESSAGES.cancelled
            : PROCESS_BONUS_MESSAGES.notQualified,
        );
      }
      const referral = await findAdminReferral(db, id, now());
      if (!referral) throw notFound('Referral');
      return {
        issued: result.issued,
        message: result.issued ? PROCESS_BONUS_MESSAGES.issued : PROCESS_BONUS_MESSAGES.already,
        referral,
      };
    },
  };
}
export type ReferralsAdminService = ReturnType<typeof createReferralsAdminService>;
