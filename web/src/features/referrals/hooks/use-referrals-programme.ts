import { ApiError } from '@/lib/api-client';
import { useReferralConfig } from '../api/get-referral-config';
import { useReferralFeatureStatus } from '../api/get-referral-feature-status';
import { useReferralStats } from '../api/get-referral-stats';

/**
 * What the people's referral screens read, asked only while the programme is on (the other calls
 * answer 403 while it is off). `visible`: show them at all; `pending`: whether that is still
 * unknown or their data is on its way (a page holding its layout waits for it; nothing flashes).
 */
export function useReferralsProgramme() {
  const feature = useReferralFeatureStatus();
  const enabled = feature.data?.enabled === true;
  const stats = useReferralStats(enabled);
  const config = useReferralConfig(enabled);
  // Switched off since the status was read: the server refuses, and the screens go away.
  const refused = [stats.error, config.error].some(
    (error) => error instanceof ApiError && error.status === 403,
  );
  return {
    visible: enabled && !refused,
    pending: feature.isPending || (enabled && (stats.isPending || config.isPending)),
    stats,
    config,
  };
}
