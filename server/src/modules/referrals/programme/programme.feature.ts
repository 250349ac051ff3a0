import { REFERRALS_DISABLED_MESSAGE } from '@pathwise/contract';
import { AppError } from '../../../platform/errors.ts';
import type { SettingsService } from '../../settings/settings.service.ts';

/** The programme's switch (decision 019): the REFERRALS_ENABLED setting, off unless set to true. */
export async function isReferralsEnabled(settings: Pick<SettingsService, 'getEffective'>): Promise<boolean> {
  return (await settings.getEffective('REFERRALS_ENABLED')) === 'true';
}

/** Every people's referral call but feature-status starts here: 403 FEATURE_DISABLED while the programme is off. */
export async function assertReferralsEnabled(settings: Pick<SettingsService, 'getEffective'>): Promise<void> {
  if (!(await isReferralsEnabled(settings)))
    throw new AppError('FEATURE_DISABLED', REFERRALS_DISABLED_MESSAGE);
}
