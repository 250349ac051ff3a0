import { Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminAccessBadge } from '@/components/ui/admin-access-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ComingSoon } from '@/components/ui/coming-soon';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The admin home. Statistics and recent profilers arrive in a later issue. */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.name.trim() || t('admin.dashboard.fallbackName');
  useDocumentTitle(t('admin.pages.dashboard.title'));

  return (
    <div>
      <PageHeader
        badges={<AdminAccessBadge />}
        title={t('admin.dashboard.welcome', { name })}
        description={t('admin.dashboard.subtitle')}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={paths.admin.settings.getHref()}>
                <Settings aria-hidden />
                {t('admin.pages.settings.title')}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={paths.admin.profile.getHref()}>
                <UserRound aria-hidden />
                {t('admin.pages.profile.title')}
              </Link>
            </Button>
          </>
        }
      />
      <Card className="border-dashed">
        <ComingSoon variant="general" />
      </Card>
    </div>
  );
}
