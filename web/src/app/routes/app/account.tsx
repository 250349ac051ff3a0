import { ArrowRight, Receipt } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { ReferralsSection } from '@/features/referrals/components/people/referrals-section';
import { ChangePasswordForm } from '@/features/users/components/change-password-form';
import { DataExportCard } from '@/features/users/components/data-export-card';
import { DeleteAccountCard } from '@/features/users/components/delete-account-card';
import { NotificationPreferencesCard } from '@/features/users/components/notification-preferences-card';
import { ProfileForm } from '@/features/users/components/profile-form';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Orders, refunds and receipts live on their own page; the account page points there. */
function PaymentHistoryLinkCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Receipt className="size-5 text-slate-400" aria-hidden />
          {t('account.payments.title')}
        </CardTitle>
        <CardDescription>{t('account.payments.description')}</CardDescription>
      </CardHeader>
      <CardContent className="pt-3">
        <Button variant="outline" asChild>
          <Link to={paths.paymentHistory.getHref()}>
            {t('account.payments.open')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function AccountRoute() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { hash } = useLocation();
  useDocumentTitle(t('account.title'));

  // Client-side navigation does not scroll to #fragments by itself (dashboard shortcuts use them).
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const onDeleted = async () => {
    // The server already ended every session of the deleted account: only forget it locally.
    await logout({ revoke: false });
    toast.success(t('account.delete.done'));
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <div>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <div className="space-y-6">
        <div id="profile" className="scroll-mt-24">
          <ProfileForm />
        </div>
        <div id="password" className="scroll-mt-24">
          <ChangePasswordForm />
        </div>
        <div id="notifications" className="scroll-mt-24">
          <NotificationPreferencesCard />
        </div>
        <div id="payments" className="scroll-mt-24">
          <PaymentHistoryLinkCard />
        </div>
        {/* Only while the programme is on; it holds the #referrals anchor itself. */}
        <ReferralsSection anchorId="referrals" />
        <div id="data-export" className="scroll-mt-24">
          <DataExportCard />
        </div>
        <DeleteAccountCard onDeleted={onDeleted} />
      </div>
    </div>
  );
}
