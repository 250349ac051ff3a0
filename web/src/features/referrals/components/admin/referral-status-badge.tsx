import type { ReferralStatus } from '@pathwise/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const TONES: Record<ReferralStatus, BadgeProps['tone']> = {
  invited: 'neutral',
  joined: 'brand',
  qualified: 'warning',
  rewarded: 'success',
  capped: 'warning',
  cancelled: 'danger',
};

/** A referral's status in words, coloured by how far it went. */
export function ReferralStatusBadge({ status }: { status: ReferralStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="referral-status">
      {t(`adminReferrals.status.${status}`)}
    </Badge>
  );
}
