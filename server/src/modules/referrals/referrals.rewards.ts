import type { QueueDefinition } from '../../platform/jobs.ts';
import type { ModuleDeps } from '../module-deps.ts';

/**
 * Qualification, rewards and refunds (decision 019). The reward job is queued in the grant's
 * transaction with startAfter = the terms' hold days; it and the admin's process-bonus issue a
 * reward exactly once.
 */
export const REFERRAL_REWARD_QUEUE: QueueDefinition = {
  name: 'referral-reward',
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
};

export function createReferralRewards(_deps: ModuleDeps) {
  return {
    async registerWorker(): Promise<void> {},
  };
}
