import type { AdminUserRow } from '@pathwise/contract';
import { BadgeCheck, Ban, MailWarning, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

export function RoleBadge({ role }: { role: AdminUserRow['role'] }) {
  const { t } = useTranslation();
  return role === 'admin' ? (
    <Badge tone="brand">
      <ShieldCheck aria-hidden />
      {t('adminUsers.role.admin')}
    </Badge>
  ) : (
    <Badge tone="neutral">{t('adminUsers.role.user')}</Badge>
  );
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <Badge tone="success">
      <BadgeCheck aria-hidden />
      {t('adminUsers.verified.yes')}
    </Badge>
  ) : (
    <Badge tone="warning">
      <MailWarning aria-hidden />
      {t('adminUsers.verified.no')}
    </Badge>
  );
}

/** "Suspended" in red; active accounts show nothing unless `showActive`. */
export function StatusBadge({ user, showActive = false }: { user: AdminUserRow; showActive?: boolean }) {
  const { t } = useTranslation();
  if (user.suspendedAt) {
    return (
      <Badge tone="danger" data-testid="admin-user-suspended">
        <Ban aria-hidden />
        {t('adminUsers.status.suspended')}
      </Badge>
    );
  }
  return showActive ? <Badge tone="success">{t('adminUsers.status.active')}</Badge> : null;
}
